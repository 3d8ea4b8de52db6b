import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { requireViewer, SCHEDULE_TOOL_REFUSAL, type RegisteredRoute } from '#server/plugins/access-control.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp, TestBrowser } from './support/browser.ts';
import { EXPECTED_API_ACCESS, PUBLIC_NON_API_PAGES } from './route-access.expected.ts';

let t: TestApp;
let plainUser: TestBrowser;
let subscriber: TestBrowser;
/** Paid for the Chapter 7 course, no subscription: the schedule completion tool is open to them, nothing else premium. */
let courseEnrollee: TestBrowser;
let admin: TestBrowser;

/** A premium route of the kind the next features add: no product route needs premium yet (spec 6). */
const PREMIUM_PROBE = '/api/probe/premium-tool';
/** A signed-in route that reports what the viewer's premium level is. */
const VIEWER_PROBE = '/api/probe/viewer-premium';

beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      app.get(PREMIUM_PROBE, { config: { access: 'subscriber' } }, async () => ({ ok: true }));
      app.get(VIEWER_PROBE, { config: { access: 'user' } }, async (request) => ({
        hasPremium: await requireViewer(request).hasPremium(),
        hasCourseEnrollment: await requireViewer(request).hasCourseEnrollment(),
      }));
    },
  });
  plainUser = new TestBrowser(t.app);
  await signUp(plainUser, { firstName: 'Pat', lastName: 'Plain', email: 'plain@example.com', password: 'password for pat' });
  subscriber = new TestBrowser(t.app);
  await signUp(subscriber, { firstName: 'Sam', lastName: 'Subscriber', email: 'sam@example.com', password: 'password for sam' });
  const created = (await subscriber.request('POST', '/api/create-subscription', { json: {} })).json();
  const paid = await subscriber.request('POST', '/api/test-payments/confirm', { json: { clientSecret: created.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', zip: '60601' } });
  expect(paid.statusCode).toBe(200);
  courseEnrollee = new TestBrowser(t.app);
  await signUp(courseEnrollee, { firstName: 'Cora', lastName: 'Course', email: 'cora@example.com', password: 'password for cora' });
  const checkout = (await courseEnrollee.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 8900 } })).json();
  const enrolled = await courseEnrollee.request('POST', '/api/test-payments/confirm', { json: { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', zip: '60601' } });
  expect(enrolled.statusCode).toBe(200);
  admin = new TestBrowser(t.app);
  await signUp(admin, { firstName: 'Ada', lastName: 'Admin', email: 'admin@example.com', password: 'password for ada' });
  await t.database.handle.db.update(users).set({ isAdmin: true }).where(eq(users.email, 'admin@example.com'));
});
afterAll(async () => {
  await t?.close();
});

const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

async function call(browser: TestBrowser | null, route: RegisteredRoute) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const url = concrete(route.url);
  if (browser) return browser.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { json: {} });
  return t.app.inject({
    method,
    url,
    headers: { host: 'localhost:3000' },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('every /api route enforces its declared access on the server', () => {
  it('has a route table that covers the API, each route with an access level', () => {
    const urls = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/auth/user', 'GET /api/news', 'GET /api/admin/outbox']));
    expect(t.app.routeTable.filter((r) => r.access !== 'public').length).toBeGreaterThan(0);
  });

  it('gives every route exactly the access level the committed table expects, and has no route the table lacks', () => {
    const actual = Object.fromEntries(t.app.routeTable.filter((r) => !r.url.startsWith('/api/probe/')).map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(actual).toEqual(EXPECTED_API_ACCESS);
  });

  it('lets a visitor reach the public pages outside /api (the news feed, the sign-in provider)', async () => {
    for (const url of PUBLIC_NON_API_PAGES) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers 401 Unauthorized to a visitor on every route that is not public', async () => {
    for (const route of t.app.routeTable.filter((r) => r.access !== 'public')) {
      const res = await call(null, route);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 401,
        body: { message: 'Unauthorized', code: 'UNAUTHORIZED' },
      });
    }
  });

  it('answers 403 to a signed-in user who is not an admin on every admin route', async () => {
    const adminRoutes = t.app.routeTable.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThan(0);
    for (const route of adminRoutes) {
      const res = await call(plainUser, route);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode }).toEqual({ route: `${route.method} ${route.url}`, status: 403 });
    }
  });

  it('answers 403 with the premium message to a signed-in user without a subscription, enrolled in the course or not, on every subscriber route', async () => {
    const subscriberRoutes = t.app.routeTable.filter((r) => r.access === 'subscriber');
    // An empty list would make this walk prove nothing; the course does not open the assessment or resources tools.
    expect(subscriberRoutes.map((r) => r.url)).toEqual(expect.arrayContaining([PREMIUM_PROBE, '/api/risk-assessments', '/api/start-assessment', '/api/match-resources']));
    for (const browser of [plainUser, courseEnrollee]) {
      for (const route of subscriberRoutes) {
        const res = await call(browser, route);
        expect({ route: `${route.method} ${route.url}`, status: res.statusCode, message: res.json().message }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 403,
          message: 'An active premium subscription is required',
        });
      }
    }
  });

  it('answers 403 naming the subscription and the course to a signed-in user with neither on every schedule completion tool route', async () => {
    const toolRoutes = t.app.routeTable.filter((r) => r.access === 'schedule-tool');
    expect(toolRoutes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/user-documents', '/api/start-document', '/api/documents/:id/preview.pdf', '/api/documents/:id/generate']));
    for (const route of toolRoutes) {
      const res = await call(plainUser, route);
      expect({ route: `${route.method} ${route.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${route.method} ${route.url}`,
        status: 403,
        body: { code: 'FORBIDDEN', message: SCHEDULE_TOOL_REFUSAL },
      });
    }
  });

  it('lets a course enrollee, a subscriber and an admin through every schedule completion tool route', async () => {
    const toolRoutes = t.app.routeTable.filter((r) => r.access === 'schedule-tool');
    for (const browser of [courseEnrollee, subscriber, admin]) {
      for (const route of toolRoutes) {
        const res = await call(browser, route);
        // Past the gate: a GET about one record is a 404 (nobody's id); a write with an empty body is refused as input (400) or missing (404).
        const expected = route.method === 'GET' ? [route.url.includes('/:') ? 404 : 200] : [400, 404];
        expect({ route: `${route.method} ${route.url}`, passed: expected.includes(res.statusCode) }).toEqual({ route: `${route.method} ${route.url}`, passed: true });
      }
    }
  });

  it('lets a subscriber and an admin through every subscriber route', async () => {
    const subscriberGets = t.app.routeTable.filter((r) => r.access === 'subscriber' && r.method === 'GET');
    expect(subscriberGets.length).toBeGreaterThan(0);
    for (const browser of [subscriber, admin]) {
      for (const route of subscriberGets) {
        const res = await call(browser, route);
        // A route about one record answers 404 past the gate: the probe's id is nobody's record.
        expect({ route: route.url, status: res.statusCode }).toEqual({ route: route.url, status: route.url.includes('/:') ? 404 : 200 });
      }
    }
  });

  it('knows the premium level and course enrollment of every signed-in viewer, on any route', async () => {
    expect((await plainUser.get(VIEWER_PROBE)).json()).toEqual({ hasPremium: false, hasCourseEnrollment: false });
    expect((await subscriber.get(VIEWER_PROBE)).json()).toEqual({ hasPremium: true, hasCourseEnrollment: false });
    expect((await courseEnrollee.get(VIEWER_PROBE)).json()).toEqual({ hasPremium: false, hasCourseEnrollment: true });
    expect((await admin.get(VIEWER_PROBE)).json()).toEqual({ hasPremium: true, hasCourseEnrollment: false });
  });

  it('tells each person, with the current user, what the same policy lets them use', async () => {
    const permissions = async (browser: TestBrowser) => (await browser.get('/api/auth/user')).json().permissions;
    expect(await permissions(plainUser)).toEqual({ subscriber: false, 'schedule-tool': false });
    expect(await permissions(courseEnrollee)).toEqual({ subscriber: false, 'schedule-tool': true });
    expect(await permissions(subscriber)).toEqual({ subscriber: true, 'schedule-tool': true });
    expect(await permissions(admin)).toEqual({ subscriber: true, 'schedule-tool': true });
  });

  it('lets an admin through admin routes', async () => {
    for (const route of t.app.routeTable.filter((r) => r.access === 'admin' && r.method === 'GET')) {
      const res = await call(admin, route);
      expect({ route: route.url, status: res.statusCode }).toEqual({ route: route.url, status: 200 });
    }
  });
});
