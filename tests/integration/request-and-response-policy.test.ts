import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/people.ts';
import { buildTestApp, createTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { formAction, openSignInPage, signOut, TestBrowser } from './support/browser.ts';

let t: TestApp;
/** An admin, so every route's handler answers. */
let member: TestBrowser;

beforeAll(async () => {
  t = await createTestApp();
  member = (await signedInPerson(t, { admin: true })).browser;
});
afterAll(async () => {
  await t?.close();
});

describe('/api takes JSON only', () => {
  it('answers 415 to form-encoded and text/plain bodies, with a clear message', async () => {
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'firstName=Jo&lastName=B&email=jo%40example.com&subject=Hi&message=Hello+there+friend'],
      ['text/plain', '{"firstName":"Jo","lastName":"B","email":"jo@example.com","subject":"Hi","message":"Hello there friend"}'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ] as const) {
      const sent = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { host: 'localhost:3000', 'content-type': type }, payload });
      expect({ type, status: sent.statusCode, body: sent.json() }).toEqual({ type, status: 415, body: { message: 'Send the request as JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
  });

  it('still takes JSON, and form posts on the sign-in pages', async () => {
    const json = await member.request('PUT', '/api/auth/user/display-name', { json: { displayName: 'Jo B' } });
    expect(json.statusCode).toBe(200);
    const visitor = new TestBrowser(t.app);
    const page = await openSignInPage(visitor);
    const signIn = await visitor.submit(formAction(page.html), { email: 'nobody@example.com', password: 'wrong password' });
    expect(signIn.response.statusCode).toBe(401);
    expect(signIn.response.body).toContain('<h1>Sign in</h1>');
  });

  it('takes the header’s sign-out, a form POST with no body', async () => {
    const person = (await signedInPerson(t)).browser;
    const signedOut = await signOut(person);
    expect(signedOut.statusCode).toBe(303);
    expect((await person.request('GET', '/api/auth/user')).statusCode).toBe(401);
  });
});

describe('personal responses are never cached', () => {
  it('sends Cache-Control: no-store on every route that is not public, answered or refused', async () => {
    for (const url of ['/api/payments', '/api/purchases', '/api/preparation-checklist', '/api/auth/user', '/api/admin/users', '/api/admin/outbox', '/api/chat-rooms']) {
      const signedIn = await member.get(url);
      const visitor = await t.app.inject({ method: 'GET', url });
      expect({ url, signedIn: signedIn.headers['cache-control'], visitor: visitor.headers['cache-control'] }).toEqual({ url, signedIn: 'no-store', visitor: 'no-store' });
    }
    const routes = t.app.routeTable.filter((r) => r.access !== 'public' && r.method === 'GET' && !r.url.includes('chat-events'));
    for (const route of routes) {
      const res = await member.get(route.url.replace(/:[^/]+/g, '1'));
      expect({ url: route.url, cache: res.headers['cache-control'] }).toEqual({ url: route.url, cache: 'no-store' });
    }
  });
});

describe('Permissions-Policy', () => {
  it('turns off camera, microphone, geolocation and payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('lets Stripe’s payment form ask for the Payment Request API when Stripe is in use', async () => {
    const config = testConfig({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' });
    const app = await buildTestApp(config, { database: t.database.handle });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")');
    await app.close();
  });
});
