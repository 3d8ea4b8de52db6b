import * as oidc from 'openid-client';
import { AppError } from '#shared/errors.ts';

export interface IssuerSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Used for the embedded issuer: reach it inside this process instead of over the network. */
  fetch?: oidc.CustomFetch;
}

export interface SignInStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  idToken: string | null;
}

const claimString = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The site as an OpenID Connect relying party (authorization code + PKCE, state and nonce).
 * The issuer's metadata is discovered on first use and kept; a failed discovery is retried later.
 */
export function createRelyingParty(settings: IssuerSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= (async () => {
      const isHttp = settings.issuerUrl.startsWith('http://');
      const config = await oidc.discovery(new URL(settings.issuerUrl), settings.clientId, settings.clientSecret, undefined, {
        ...(isHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
        ...(settings.fetch ? { [oidc.customFetch]: settings.fetch } : {}),
      });
      if (settings.fetch) config[oidc.customFetch] = settings.fetch;
      return config;
    })().catch((error: unknown) => {
      configuration = undefined;
      throw new AppError('UNAVAILABLE', 'Sign-in is not available right now. Please try again in a few minutes.', undefined, error);
    });
    return configuration;
  }

  return {
    async startSignIn(): Promise<SignInStart> {
      const config = await getConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scopes,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code and checks the ID token (issuer, audience, signature, nonce, expiry). */
    async finishSignIn(callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<VerifiedIdentity> {
      const config = await getConfiguration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The issuer returned no ID token');
      const fullName = claimString(claims.name);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: claimString(claims.email)?.toLowerCase() ?? null,
        emailVerified: claims.email_verified === true,
        firstName: claimString(claims.given_name) ?? fullName?.split(/\s+/)[0] ?? null,
        lastName: claimString(claims.family_name) ?? (fullName && fullName.includes(' ') ? fullName.split(/\s+/).slice(1).join(' ') : null),
        idToken: tokens.id_token ?? null,
      };
    },

    /** Where to send the browser to end the session at the issuer too, when it supports that. */
    async endSessionUrl(idToken: string | null): Promise<string | null> {
      try {
        const config = await getConfiguration();
        if (!config.serverMetadata().end_session_endpoint) return null;
        return oidc.buildEndSessionUrl(config, {
          post_logout_redirect_uri: settings.postLogoutRedirectUri,
          ...(idToken ? { id_token_hint: idToken } : {}),
        }).href;
      } catch {
        return null;
      }
    },
  };
}

export type RelyingParty = ReturnType<typeof createRelyingParty>;
