import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import { SIGNED_IN_HINT_COOKIE, SIGNED_IN_HINT_COOKIE_HTTPS } from '#shared/auth/signed-in-hint.ts';

export interface SessionCookieNames {
  session: string;
  signIn: string;
  /** Readable by the page: only says the browser has a session, so visitors skip GET /api/auth/user. */
  signedInHint: string;
}

/** Over HTTPS the `__Host-` prefix pins cookies to this exact host and path `/`, Secure only. */
export function sessionCookieNames(isHttps: boolean): SessionCookieNames {
  return isHttps
    ? { session: '__Host-bsh_session', signIn: '__Host-bsh_signin', signedInHint: SIGNED_IN_HINT_COOKIE_HTTPS }
    : { session: 'bsh_session', signIn: 'bsh_signin', signedInHint: SIGNED_IN_HINT_COOKIE };
}

export function cookieOptions(isHttps: boolean, maxAgeSeconds?: number): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps,
    path: '/',
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

/** Sets the signed-in hint beside a session cookie of the same lifetime (src/shared/auth/signed-in-hint.ts). */
export function setSignedInHint(reply: FastifyReply, cookies: SessionCookieNames, isHttps: boolean, maxAgeSeconds: number): FastifyReply {
  return reply.setCookie(cookies.signedInHint, '1', { ...cookieOptions(isHttps, maxAgeSeconds), httpOnly: false });
}

export function clearSignedInHint(reply: FastifyReply, cookies: SessionCookieNames, isHttps: boolean): FastifyReply {
  return reply.clearCookie(cookies.signedInHint, { ...cookieOptions(isHttps), httpOnly: false });
}
