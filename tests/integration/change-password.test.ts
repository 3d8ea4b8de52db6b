import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signIn, signUp, TestBrowser } from './support/browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const details = (email: string) => ({ firstName: 'Lena', lastName: 'Park', email, password: 'correct horse battery' });
const change = (browser: TestBrowser, body: unknown, headers: Record<string, string> = {}) =>
  browser.request('PUT', '/api/auth/user/password', { json: body, headers });

describe('changing the password on /account', { timeout: 120_000 }, () => {
  it('asks for the current password, refuses common ones, then changes it and ends the other sessions', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, details('change@example.com'));
    const otherDevice = new TestBrowser(t.app);
    await signIn(otherDevice, 'change@example.com', 'correct horse battery');
    expect((await browser.get('/api/auth/user')).json()).toMatchObject({ canChangePassword: true });

    const wrong = await change(browser, { currentPassword: 'not my password', newPassword: 'a fresh long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'currentPassword', message: 'Your current password is incorrect' }] });
    const common = await change(browser, { currentPassword: 'correct horse battery', newPassword: 'password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().issues[0]).toMatchObject({ path: 'newPassword' });
    const crossSite = await change(browser, { currentPassword: 'correct horse battery', newPassword: 'a fresh long password' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);

    const done = await change(browser, { currentPassword: 'correct horse battery', newPassword: 'a fresh long password' });
    expect(done.statusCode).toBe(204);
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).statusCode).toBe(401);
    expect((await signIn(new TestBrowser(t.app), 'change@example.com', 'correct horse battery')).response.statusCode).toBe(401);
    expect((await signIn(new TestBrowser(t.app), 'change@example.com', 'a fresh long password')).url).toBe('/');
  });

  it('limits guesses of the current password per person', async () => {
    const browser = new TestBrowser(t.app);
    await signUp(browser, details('guesses@example.com'));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => change(browser, { currentPassword: `guess ${i}`, newPassword: 'a fresh long password' })));
    expect(answers.filter((a) => a.statusCode === 429).length).toBe(3);
  });

  it('is for signed-in people only', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/user/password', payload: { currentPassword: 'x', newPassword: 'a fresh long password' } });
    expect(res.statusCode).toBe(401);
  });
});
