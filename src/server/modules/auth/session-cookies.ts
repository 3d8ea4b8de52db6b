import type { CookieSerializeOptions } from '@fastify/cookie';

export interface SessionCookieNames {
  session: string;
  signIn: string;
}

/** Over HTTPS the `__Host-` prefix pins cookies to this exact host and path `/`, Secure only. */
export function sessionCookieNames(isHttps: boolean): SessionCookieNames {
  return isHttps ? { session: '__Host-bsh_session', signIn: '__Host-bsh_signin' } : { session: 'bsh_session', signIn: 'bsh_signin' };
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
