import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Database } from '../../../db/database.ts';
import { getOrCreateSecret } from '../../../security/app-secrets.ts';
import type { IdpAccountsRepository } from './accounts-repository.ts';
import { html, SafeHtml } from './html.ts';
import { renderPage, type PageContext } from './pages.ts';
import { storeAdapterFactory } from './store-adapter.ts';

/** The site's own client at its embedded provider. */
export const EMBEDDED_CLIENT_ID = 'bankruptcy-self-help-site';
export const EMBEDDED_IDP_PATH = '/idp';

export interface EmbeddedIdentityProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * oidc-provider configured for one first-party client: keys and secrets live in the database so
 * restarts and other instances keep sessions valid; our own pages handle sign-in; no consent
 * screen for our own site.
 */
export async function createEmbeddedProvider(options: {
  db: Database;
  publicUrl: string;
  /** Whether TRUST_PROXY names any proxy; the mount then hands over the client as Fastify judged it. */
  behindProxy: boolean;
  accounts: IdpAccountsRepository;
  page: PageContext;
}): Promise<EmbeddedIdentityProvider> {
  const { db, publicUrl } = options;
  const issuer = `${publicUrl}${EMBEDDED_IDP_PATH}`;
  const isHttps = publicUrl.startsWith('https://');

  const signingKey = await getOrCreateSecret(db, 'idp.signing-key', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
  });
  const cookieKeys = await getOrCreateSecret(db, 'idp.cookie-keys', () => [randomBytes(32).toString('base64url')]);
  const clientSecret = await getOrCreateSecret(db, 'idp.client-secret', () => randomBytes(32).toString('base64url'));

  const configuration: Configuration = {
    adapter: storeAdapterFactory(options.db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${publicUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: {
      keys: cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', secure: isHttps, signed: true },
      short: { httpOnly: true, sameSite: 'lax', secure: isHttps, signed: true },
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name', 'name'] },
    // Put the profile claims in the ID token: the site reads who signed in from it alone.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = await options.accounts.findById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerifiedAt !== null,
          given_name: account.firstName,
          family_name: account.lastName,
          name: `${account.firstName} ${account.lastName}`,
        }),
      };
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = renderPage(
            options.page,
            'Sign out',
            html`<p>Do you want to sign out?</p>${new SafeHtml(form)}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_IDP_PATH}/interaction/${interaction.uid}` },
    // Our own site needs no consent screen: grant the standard scopes straight away.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const existingId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existingId) {
        const existing = await ctx.oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 3600,
      Grant: 14 * 86_400,
      Session: 14 * 86_400,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = renderPage(
        options.page,
        'Sign-in problem',
        html`<p>Something went wrong while signing you in (${String(out.error)}). Nothing was changed.</p>
<p><a href="/api/login">Start signing in again</a> or <a href="/">go to the home page</a>.</p>`,
      );
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.behindProxy;
  return { provider, issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret };
}
