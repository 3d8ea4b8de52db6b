import { createServer, type Server } from 'node:http';
import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRelyingParty } from '#server/adapters/identity/relying-party.ts';

// A small standards-speaking OpenID Connect issuer (discovery, JWKS, token endpoint), so the
// relying party is tested against the protocol as an external issuer (Keycloak, Auth0) speaks it.
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
let server: Server;
let base = '';
let idTokenOverrides: Record<string, unknown> = {};
let lastNonce = '';
let lastTokenRequest = '';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function signIdToken(claims: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${sign('RSA-SHA256', Buffer.from(input), privateKey).toString('base64url')}`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (body: unknown) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return send({
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        end_session_endpoint: `${base}/logout`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (req.url === '/jwks') return send({ keys: [jwk] });
    if (req.url === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c) => (body += String(c)));
      req.on('end', () => {
        lastTokenRequest = body;
        const now = Math.floor(Date.now() / 1000);
        send({
          access_token: 'at',
          token_type: 'Bearer',
          expires_in: 60,
          id_token: signIdToken({
            iss: base,
            aud: 'site-client',
            sub: 'user-123',
            nonce: lastNonce,
            iat: now,
            exp: now + 300,
            email: 'Person@Example.com',
            email_verified: true,
            name: 'Rosa Maria Diaz',
            ...idTokenOverrides,
          }),
        });
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const relyingParty = () =>
  createRelyingParty({
    issuerUrl: base,
    clientId: 'site-client',
    clientSecret: 'site-secret',
    scopes: 'openid email profile',
    redirectUri: 'http://localhost:3000/api/callback',
    postLogoutRedirectUri: 'http://localhost:3000/',
  });

async function signInWith(overrides: Record<string, unknown>) {
  idTokenOverrides = overrides;
  const rp = relyingParty();
  const start = await rp.startSignIn();
  const authorize = new URL(start.url);
  lastNonce = authorize.searchParams.get('nonce')!;
  const callback = new URL(`http://localhost:3000/api/callback?code=the-code&state=${start.state}`);
  return rp.finishSignIn(callback, start);
}

describe('the relying party against an external issuer', () => {
  it('asks for the code flow with PKCE (S256), state and nonce', async () => {
    const start = await relyingParty().startSignIn();
    const url = new URL(start.url);
    expect(url.origin + url.pathname).toBe(`${base}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'site-client',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      state: start.state,
      nonce: start.nonce,
    });
  });

  it('accepts a correct ID token and reads the person from its claims', async () => {
    const identity = await signInWith({});
    expect(identity).toMatchObject({
      issuer: base,
      subject: 'user-123',
      email: 'person@example.com',
      emailVerified: true,
      firstName: 'Rosa',
      lastName: 'Maria Diaz',
    });
    expect(lastTokenRequest).toContain('code_verifier=');
  });

  it('rejects an ID token meant for another client (wrong audience)', async () => {
    await expect(signInWith({ aud: 'someone-else' })).rejects.toMatchObject({ cause: { message: expect.stringContaining('"aud" (audience) claim') } });
  });

  it('rejects an ID token from another issuer', async () => {
    await expect(signInWith({ iss: 'https://evil.example' })).rejects.toMatchObject({ cause: { message: expect.stringContaining('"iss" (issuer) claim') } });
  });

  it('rejects an ID token whose nonce does not match this sign-in', async () => {
    await expect(signInWith({ nonce: 'replayed-nonce' })).rejects.toMatchObject({ cause: { message: expect.stringContaining('"nonce" claim') } });
  });

  it('rejects a callback whose state is not the one this sign-in sent', async () => {
    idTokenOverrides = {};
    const rp = relyingParty();
    const start = await rp.startSignIn();
    const forged = new URL('http://localhost:3000/api/callback?code=the-code&state=forged');
    await expect(rp.finishSignIn(forged, start)).rejects.toThrow();
    await expect(rp.finishSignIn(forged, start)).rejects.toMatchObject({ code: 'OAUTH_INVALID_RESPONSE' });
  });

  it('builds the issuer sign-out address with the ID token hint', async () => {
    const url = new URL((await relyingParty().endSessionUrl('the-id-token'))!);
    expect(url.origin + url.pathname).toBe(`${base}/logout`);
    expect(url.searchParams.get('id_token_hint')).toBe('the-id-token');
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe('http://localhost:3000/');
  });
});
