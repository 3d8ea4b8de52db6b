import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '#shared/errors.ts';
import { changePasswordSchema, displayNameSchemaFor, type AuthUser } from '#shared/contracts/auth.ts';
import type { RelyingParty } from '../../adapters/identity/relying-party.ts';
import { html } from '../../adapters/identity/embedded/html.ts';
import { renderPage, type PageContext } from '../../adapters/identity/embedded/pages.ts';
import { parseInput } from '../../http/validation.ts';
import { paidPermissions } from '../../plugins/access-control.ts';
import { newToken, tokenDigest } from '../../security/tokens.ts';
import type { PasswordChange } from './password-change.ts';
import { safeReturnPath } from '#shared/navigation/return-path.ts';
import { clearSignedInHint, cookieOptions, setSignedInHint, type SessionCookieNames } from './session-cookies.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow, UsersRepository } from './users-repository.ts';
import { requireSignedIn } from './viewer.ts';

const SIGN_IN_TRANSACTION_TTL_MS = 10 * 60_000;

export interface AuthRoutesDeps {
  relyingParty: RelyingParty;
  users: UsersRepository;
  sessions: SessionsRepository;
  cookies: SessionCookieNames;
  isHttps: boolean;
  publicUrl: string;
  adminEmails: string[];
  absoluteLifetimeMs: number;
  clock: () => Date;
  page: PageContext;
  /** Ends the embedded provider's own session for this person, when the embedded provider is in use. */
  endIssuerSession?: (user: UserRow) => Promise<void>;
  /** Change password, when the embedded provider keeps passwords. */
  passwordChange?: PasswordChange;
  /** Tells every instance this person's sessions ended, so their live chat streams close at once. */
  sessionsEnded: (userId: string) => Promise<void>;
}

function toAuthUser(user: UserRow, canChangePassword: boolean, permissions: AuthUser['permissions']): AuthUser {
  const initial = user.lastName ? ` ${user.lastName.charAt(0).toUpperCase()}.` : '';
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: user.displayName ?? (user.firstName ? `${user.firstName}${initial}` : 'Member'),
    isAdmin: user.isAdmin,
    createdAt: user.createdAt.toISOString(),
    canChangePassword,
    permissions,
  };
}

function signInProblem(reply: FastifyReply, page: PageContext, status: number, message: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      renderPage(
        page,
        'We could not sign you in',
        html`<div class="notice" role="alert"><p>${message}</p></div><div class="links"><p><a href="/api/login">Try signing in again</a></p><p><a href="/">Go to the home page</a></p></div>`,
      ),
    );
}

/** Sign-in (/api/login → issuer → /api/callback), sign-out, and who is signed in. */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRoutesDeps): void {
  const { cookies, isHttps } = deps;

  app.get<{ Querystring: { returnTo?: string } }>('/api/login', { config: { access: 'public' } }, async (request, reply) => {
    const start = await deps.relyingParty.startSignIn();
    const token = newToken();
    await deps.sessions.saveTransaction({
      id: tokenDigest(token),
      state: start.state,
      nonce: start.nonce,
      codeVerifier: start.codeVerifier,
      returnTo: safeReturnPath(request.query.returnTo),
      expiresAt: new Date(deps.clock().getTime() + SIGN_IN_TRANSACTION_TTL_MS),
    });
    return reply
      .header('cache-control', 'no-store')
      .setCookie(cookies.signIn, token, cookieOptions(isHttps, SIGN_IN_TRANSACTION_TTL_MS / 1000))
      .redirect(start.url, 302);
  });

  app.get('/api/callback', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[cookies.signIn];
    reply.clearCookie(cookies.signIn, cookieOptions(isHttps));
    const transaction = token ? await deps.sessions.takeTransaction(tokenDigest(token), deps.clock()) : null;
    if (!transaction) {
      return signInProblem(reply, deps.page, 400, 'This sign-in was started in another browser or took too long. Please start again.');
    }
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    if (new URLSearchParams(query).get('error')) {
      return signInProblem(reply, deps.page, 400, 'Sign-in was cancelled or refused. Nothing was changed.');
    }
    let identity;
    try {
      identity = await deps.relyingParty.finishSignIn(new URL(`${deps.publicUrl}/api/callback${query}`), transaction);
    } catch (error) {
      request.log.warn({ code: (error as { code?: string }).code }, 'sign-in callback rejected');
      return signInProblem(reply, deps.page, 400, 'We could not confirm your sign-in. Please start again.');
    }
    // ADMIN_EMAILS only counts for an address the issuer has verified belongs to this person.
    const makeAdmin = identity.emailVerified && identity.email !== null && deps.adminEmails.includes(identity.email);
    const user = await deps.users.upsertFromSignIn(identity, makeAdmin);
    if (user.isDisabled) {
      return signInProblem(reply, deps.page, 403, 'This account has been disabled. If you think this is a mistake, contact support.');
    }

    // A fresh session id at every sign-in; any session this browser had before ends.
    const previous = request.cookies[cookies.session];
    if (previous) await deps.sessions.delete(tokenDigest(previous));
    const sessionToken = newToken();
    const signedInAt = deps.clock();
    await deps.sessions.create({
      id: tokenDigest(sessionToken),
      userId: user.id,
      idToken: identity.idToken,
      // The same clock that later judges idleness, not the database's.
      createdAt: signedInAt,
      lastSeenAt: signedInAt,
      expiresAt: new Date(signedInAt.getTime() + deps.absoluteLifetimeMs),
    });
    const lifetimeSeconds = Math.floor(deps.absoluteLifetimeMs / 1000);
    setSignedInHint(reply, cookies, isHttps, lifetimeSeconds);
    return reply
      .header('cache-control', 'no-store')
      .setCookie(cookies.session, sessionToken, cookieOptions(isHttps, lifetimeSeconds))
      .redirect(safeReturnPath(transaction.returnTo), 302);
  });

  // A POST, so the same-origin guard refuses it from another site's page (a GET could be an <img>).
  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    const token = request.cookies[cookies.session];
    let idToken: string | null = null;
    if (token) {
      const ended = await deps.sessions.delete(tokenDigest(token));
      idToken = ended?.idToken ?? null;
      if (ended) await deps.sessionsEnded(ended.userId);
    }
    clearSignedInHint(reply, cookies, isHttps);
    reply.clearCookie(cookies.session, cookieOptions(isHttps)).header('cache-control', 'no-store');
    if (deps.endIssuerSession) {
      if (request.signedIn) await deps.endIssuerSession(request.signedIn.user);
      return reply.redirect('/', 303);
    }
    const issuerLogout = await deps.relyingParty.endSessionUrl(idToken);
    // 303: the browser follows with a GET, to the home page or the issuer's sign-out page.
    return reply.redirect(issuerLogout ?? '/', 303);
  });

  app.get('/api/auth/user', { config: { access: 'user' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { user } = requireSignedIn(request);
    return toAuthUser(user, deps.passwordChange?.isAvailableFor(user) ?? false, await paidPermissions(request.viewer));
  });

  // Re-authentication with the current password; the same-origin guard covers it as every PUT.
  app.put('/api/auth/user/password', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(changePasswordSchema, request.body);
    const { user, sessionId } = requireSignedIn(request);
    if (!deps.passwordChange) throw new AppError('CONFLICT', 'Your password is kept by the service you sign in with. Change it there.');
    await deps.passwordChange.change(user, sessionId, input);
    return reply.header('cache-control', 'no-store').status(204).send();
  });

  // The name others see in chat and the community; names that pass for staff or this site are refused.
  const displayNameSchema = displayNameSchemaFor(deps.page.siteName);
  app.put('/api/auth/user/display-name', { config: { access: 'user' } }, async (request) => {
    const { displayName } = parseInput(displayNameSchema, request.body);
    await deps.users.setDisplayName(requireSignedIn(request).user.id, displayName);
    return { displayName };
  });
}
