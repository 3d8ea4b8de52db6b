import { expect, type Page } from '@playwright/test';

/**
 * Collects console errors and uncaught page errors (a hydration mismatch shows up as one of
 * these). Failed requests the page handles itself (a 401 from /api/auth/user for a visitor) are
 * logged by the browser as "Failed to load resource" and ignored here.
 */
export function collectPageErrors(page: Page): () => string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return () => errors;
}

/** No sideways scrolling at the current viewport width. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

/**
 * Tabs through the page content and checks that focus lands on every visible control inside
 * <main> (links, buttons, fields, disclosure summaries). Radio buttons count once per group,
 * since Tab reaches a group and the arrow keys move within it.
 */
export async function expectKeyboardReachesEveryControl(page: Page): Promise<void> {
  const expected = await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('no <main>');
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const keys: string[] = [];
    let counter = 0;
    for (const element of main.querySelectorAll<HTMLElement>(selector)) {
      if (element.matches(':disabled, [tabindex="-1"], input[type="hidden"]')) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const key = element instanceof HTMLInputElement && element.type === 'radio' ? `radio:${element.name}` : `el:${counter++}`;
      for (const radio of element instanceof HTMLInputElement && element.type === 'radio' ? [...main.querySelectorAll(`input[type="radio"][name="${element.name}"]`)] : [element]) {
        radio.setAttribute('data-kb-key', key);
      }
      if (!keys.includes(key)) keys.push(key);
    }
    return keys;
  });

  // The page notes where each Tab lands, until focus first leaves <main>; the test presses Tab in
  // batches and asks between batches (a round trip per press made this check the slowest of the page's).
  // A walk that left <main> before reaching anything is tried once more (on a loaded CI machine the
  // focus of main was once lost before the first Tab); where focus went is in the failure message.
  type Walk = { reached: string[]; left: boolean; leftTo: string };
  const walkOnce = async (): Promise<Walk> => {
    await page.evaluate(() => {
      const record = { reached: [] as string[], left: false, leftTo: '' };
      (window as unknown as { __keyboardWalk: typeof record }).__keyboardWalk = record;
      document.addEventListener('focusin', (event) => {
        const current = (window as unknown as { __keyboardWalk: typeof record }).__keyboardWalk;
        if (current !== record || record.left) return;
        const target = event.target as Element;
        if (!document.querySelector('main')?.contains(target)) {
          record.left = true;
          record.leftTo = `${target.tagName.toLowerCase()} "${(target.textContent || target.getAttribute('aria-label') || target.id).trim().slice(0, 40)}"`;
        } else record.reached.push(target.getAttribute('data-kb-key') ?? 'unlisted');
      });
    });
    await page.locator('main').focus();
    const BATCH = 10;
    let walk: Walk = { reached: [], left: false, leftTo: '' };
    for (let step = 0; step < expected.length * 2 + 20 && !walk.left; step += BATCH) {
      for (let i = 0; i < BATCH; i++) await page.keyboard.press('Tab');
      walk = await page.evaluate(() => (window as unknown as { __keyboardWalk: Walk }).__keyboardWalk);
    }
    return walk;
  };
  let walk = await walkOnce();
  if (walk.left && walk.reached.length === 0) walk = await walkOnce();
  const reached = new Set(walk.reached);
  const missing = await page.evaluate(
    (keys) =>
      keys.map((key) => {
        const element = document.querySelector(`[data-kb-key="${key}"]`);
        return element ? `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 60)}"` : key;
      }),
    expected.filter((key) => !reached.has(key)),
  );
  expect(missing, `controls Tab never reached (focus left <main> for ${walk.leftTo || 'nothing'})`).toEqual([]);
}
