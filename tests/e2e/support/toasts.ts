import { expect, type Page } from '@playwright/test';

/** A value no earlier test used, for texts and codes that must be told apart. */
export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

// A CSS locator: while a modal dialog is open, Radix hides the rest of the page (toasts included)
// from the accessibility tree; screen readers still hear the toast through its live region.
export const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  // waitFor checks in the page at every frame, not at expect's growing intervals: a toast on
  // screen only for the half second before a redirect to sign-in is still seen.
  await toasts(page).getByText(title, { exact: true }).waitFor({ state: 'visible', timeout: 10_000 });
  if (description) await expect(toasts(page).getByText(description)).toBeVisible();
}

/** Holds calls to `pattern` (only `method` ones, when given) until `release()`, to see the pending state. */
export async function holdRequest(page: Page, pattern: string, method?: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (!method || route.request().method() === method) await released;
    await route.fallback();
  });
  return { release };
}
