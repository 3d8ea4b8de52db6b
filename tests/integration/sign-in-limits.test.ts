import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { formAction, openSignInPage, signUp, TestBrowser } from './support/browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('sign-in throttling', () => {
  it('counts each attempt before checking the password, so a burst of concurrent guesses is refused', async () => {
    await signUp(new TestBrowser(t.app), { firstName: 'Rita', lastName: 'Burst', email: 'burst@example.com', password: 'correct horse battery' });
    const attacker = new TestBrowser(t.app);
    const page = await openSignInPage(attacker);
    const action = formAction(page.html);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => attacker.request('POST', action, { form: { email: 'burst@example.com', password: `guess number ${i}` } })),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});
