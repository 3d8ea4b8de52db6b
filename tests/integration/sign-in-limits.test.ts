import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { formAction, openSignInPage, signUp, TestBrowser } from './support/browser.ts';

/** The status the sign-in page will answer with, from the one-time cookie a failed attempt sets. */
function problemStatusOf(cookies: Array<{ name: string; value: string }>): number | undefined {
  const problem = cookies.find((c) => c.name === 'bsh_signin_problem');
  return problem ? (JSON.parse(Buffer.from(problem.value, 'base64url').toString('utf8')) as { status: number }).status : undefined;
}

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
    // Each failed attempt redirects back to the sign-in page, which shows the problem with its status.
    expect(answers.every((a) => a.statusCode === 303)).toBe(true);
    const statuses = answers.map((a) => problemStatusOf(a.cookies as Array<{ name: string; value: string }>));
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });
});
