import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import { createIdpAccountsRepository } from '../../adapters/identity/embedded/accounts-repository.ts';
import { createEmbeddedProvider } from '../../adapters/identity/embedded/embedded-provider.ts';
import { mountEmbeddedProvider } from '../../adapters/identity/embedded/mount.ts';
import { registerEmbeddedIdentityRoutes } from '../../adapters/identity/embedded/routes.ts';
import { inProcessFetch } from '../../adapters/identity/in-process-fetch.ts';
import { createRelyingParty, type RelyingParty } from '../../adapters/identity/relying-party.ts';
import { createRateCounter } from '../../security/rate-counter.ts';
import { endEmbeddedIssuerSession } from './embedded-issuer-session.ts';
import { sweepExpiredSignInState } from './expired-state-sweep.ts';
import { createPasswordChange, type PasswordChange } from './password-change.ts';
import { registerAuthRoutes } from './routes.ts';
import { sessionCookieNames, type SessionCookieNames } from './session-cookies.ts';
import { createSessionsRepository } from './sessions-repository.ts';
import { createUsersRepository, type UserRow } from './users-repository.ts';
import { registerViewerResolution } from './viewer.ts';

/**
 * Sign-in as a whole: the site is always an OpenID Connect relying party; with no external
 * issuer configured it uses its own embedded provider at /idp.
 */
export async function registerIdentity(
  app: FastifyInstance,
  deps: {
    config: AppConfig;
    db: Database;
    outbox: MailOutbox;
    clock: () => Date;
    hasPremium: (userId: string) => Promise<boolean>;
    hasCourseEnrollment: (userId: string) => Promise<boolean>;
    /** Tells every instance this person's sessions ended, so their live chat streams close at once. */
    sessionsEnded: (userId: string) => Promise<void>;
  },
): Promise<{ embeddedIssuer: string | null; cookies: SessionCookieNames; isHttps: boolean }> {
  const { config, db, clock } = deps;
  const isHttps = config.publicUrl.startsWith('https://');
  const cookies = sessionCookieNames(isHttps);
  const users = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const page = { siteName: config.site.siteName, supportEmail: config.site.supportEmail };
  const redirectUri = `${config.publicUrl}/api/callback`;
  const postLogoutRedirectUri = `${config.publicUrl}/`;

  let relyingParty: RelyingParty;
  let endIssuerSession: ((user: UserRow) => Promise<void>) | undefined;
  let embeddedIssuer: string | null = null;
  let passwordChange: PasswordChange | undefined;

  if (config.oidc) {
    relyingParty = createRelyingParty({ ...config.oidc, redirectUri, postLogoutRedirectUri });
  } else {
    const accounts = createIdpAccountsRepository(db);
    const idp = await createEmbeddedProvider({ db, publicUrl: config.publicUrl, behindProxy: config.trustProxy !== false, accounts, page });
    mountEmbeddedProvider(app, idp);
    endIssuerSession = endEmbeddedIssuerSession(db, idp.issuer);
    embeddedIssuer = idp.issuer;
    const endIdpSession = endIssuerSession;
    passwordChange = createPasswordChange({ issuer: idp.issuer, accounts, sessions, rateCounter: createRateCounter(db, clock), sessionsEnded: deps.sessionsEnded });
    registerEmbeddedIdentityRoutes(app, {
      idp,
      accounts,
      rateCounter: createRateCounter(db, clock),
      outbox: deps.outbox,
      page,
      publicUrl: config.publicUrl,
      clock,
      endSiteSessionsOf: async (accountId) => {
        const user = await users.findBySubject(idp.issuer, accountId);
        if (!user) return;
        await sessions.deleteAllForUser(user.id);
        await deps.sessionsEnded(user.id);
        await endIdpSession(user);
      },
    });
    relyingParty = createRelyingParty({
      issuerUrl: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      scopes: 'openid email profile',
      redirectUri,
      postLogoutRedirectUri,
      fetch: inProcessFetch(app, config.publicUrl),
    });
  }

  // Expired sessions, abandoned sign-ins, provider records and rate counters are swept hourly.
  const sweep = setInterval(() => {
    const now = clock();
    void sweepExpiredSignInState(db, now, new Date(now.getTime() - config.session.idleTimeoutMs)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in state sweep failed'),
    );
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  registerViewerResolution(app, { sessions, cookies, isHttps, idleTimeoutMs: config.session.idleTimeoutMs, clock, hasPremium: deps.hasPremium, hasCourseEnrollment: deps.hasCourseEnrollment });
  registerAuthRoutes(app, {
    relyingParty,
    users,
    sessions,
    cookies,
    isHttps,
    publicUrl: config.publicUrl,
    adminEmails: config.adminEmails,
    absoluteLifetimeMs: config.session.absoluteLifetimeMs,
    clock,
    page,
    ...(endIssuerSession ? { endIssuerSession } : {}),
    ...(passwordChange ? { passwordChange } : {}),
    sessionsEnded: deps.sessionsEnded,
  });
  return { embeddedIssuer, cookies, isHttps };
}
