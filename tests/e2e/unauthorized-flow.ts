import type { Page } from '@playwright/test';

export interface SeenText {
  text: string;
  /** Browser clock, ms. */
  at: number;
}

/**
 * Records every toast and loading status the page shows, with the time it appeared, in the tab's
 * sessionStorage, so they can be read after the page has moved on to sign-in (same origin).
 * Checking a toast with a locator while the redirect runs would wait for that navigation instead.
 */
export async function recordToastsAndStatus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const KEY = '__e2eSeenTexts';
    const seen: Array<{ text: string; at: number }> = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    const collect = () => {
      document.querySelectorAll('[role="region"][aria-label^="Notifications"] li, main [role="status"]').forEach((node) => {
        const text = node.textContent?.trim() ?? '';
        if (text && !seen.some((entry) => entry.text === text)) {
          seen.push({ text, at: Date.now() });
          sessionStorage.setItem(KEY, JSON.stringify(seen));
        }
      });
    };
    new MutationObserver(collect).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function seenTexts(page: Page): Promise<SeenText[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('__e2eSeenTexts') ?? '[]') as SeenText[]);
}

/**
 * Watches one sign-in-again flow: call before the action that meets a 401. `expectToastThenSignIn`
 * then checks, on the sign-in page, that the toast was shown and that the browser went to
 * /api/login at least `minDelayMs` after the API answered 401 (or, with no 401, after the toast).
 */
export function watchSignInFlow(page: Page) {
  const unauthorizedAt: number[] = [];
  page.on('response', (response) => {
    if (response.status() === 401 && new URL(response.url()).pathname.startsWith('/api/')) unauthorizedAt.push(Date.now());
  });
  const request = page.waitForRequest('**/api/login**').then((req) => ({ url: req.url(), at: Date.now() }));

  return {
    /** The sign-in URL the page went to. */
    url: () => request.then((r) => r.url),
    async expectToastThenSignIn(expected: { title: string; description: string; minDelayMs: number }): Promise<void> {
      const signIn = await request;
      const seen = await seenTexts(page);
      const toast = seen.find((entry) => entry.text.includes(expected.title) && entry.text.includes(expected.description));
      if (!toast) throw new Error(`No toast "${expected.title}: ${expected.description}" was shown; saw ${JSON.stringify(seen)}`);
      // A visitor's page knows there is no session without asking (the signed-in hint cookie is
      // absent), so there may be no 401: then the wait is measured from the first thing the page
      // showed (its loading status), which comes before the redirect is scheduled.
      const last401 = unauthorizedAt.filter((at) => at <= signIn.at).at(-1);
      const from = last401 ?? Math.min(...seen.map((entry) => entry.at));
      const waited = signIn.at - from;
      if (waited < expected.minDelayMs) throw new Error(`The redirect came ${waited} ms after the ${last401 === undefined ? 'page showed it was checking' : '401'}; expected at least ${expected.minDelayMs} ms`);
    },
  };
}
