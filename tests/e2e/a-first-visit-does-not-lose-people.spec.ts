import type { Page } from '@playwright/test';
import { test, expect, newPerson, signOut, signUp } from './fixtures.ts';
import { expectToast } from './support/toasts.ts';

// Issue 17: what a stressed first-time visitor met and must not meet again.

const storyBox = (page: Page) => page.getByRole('region', { name: 'Share Your Story' });
const storyText = (page: Page) => storyBox(page).getByLabel('Your story', { exact: true });

test('a story typed while signed out survives signing in, Back afterwards does not show "expired", and a wrong password keeps the email', async ({ page, a11y }) => {
  const person = newPerson({ firstName: 'Rosa', lastName: 'Diaz' });
  await signUp(page, person);
  await signOut(page);

  // The draft code comes after the page (on a slow phone, well after): typing first must not lose the text.
  let releaseDraftCode = () => {};
  const draftCodeHeld = new Promise<void>((resolve) => (releaseDraftCode = resolve));
  await page.route(/\/assets\/session-draft-[\w-]+\.js$/, async (route) => {
    await draftCodeHeld;
    await route.continue();
  });
  await page.goto('/community');
  const story = 'We were scared to file, but the checklist made it manageable.';
  await storyText(page).fill(story);
  releaseDraftCode();
  await expect(storyBox(page).getByText(/Sign in to share/)).toBeVisible();
  await storyBox(page).getByRole('button', { name: 'Share Story' }).click();

  // The sign-in pages look like the site, and a wrong password comes back as a page, not a resubmission.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the site' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email or password is incorrect.').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  await a11y(page);

  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/community/);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  await expect(storyText(page)).toHaveValue(story);

  // Back returns to the finished sign-in page: someone signed in goes on to the site instead.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Your sign-in page expired' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/idp\//);

  // Once shared, the draft is gone.
  await page.goto('/community');
  await storyBox(page).getByRole('button', { name: 'Share Story' }).click();
  await expectToast(page, 'Story Submitted');
  await page.reload();
  await expect(storyText(page)).toHaveValue('');
});

test('the contact form refuses a Social Security number, next to the field and in the summary', async ({ page }) => {
  await page.goto('/contact');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByLabel('Email address').fill('maria@example.com');
  await page.getByLabel('Subject').fill('My case');
  const message = page.getByLabel('Message', { exact: true });
  await message.fill('My SSN is 123-45-6789, can you look up my file?');
  await page.getByRole('button', { name: 'Send Message' }).click();

  const refusal = 'Remove the Social Security number from your message. For your safety, do not share it here: we never need it.';
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary.getByRole('link')).toHaveText([refusal]);
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#contact-message-error')).toContainText(refusal);
  await message.fill('Can you tell me where to find my case file?');
  await expect(message).not.toHaveAttribute('aria-invalid');
});

test('unknown addresses and unknown articles show the site’s own not-found page with a 404', async ({ page, a11y }) => {
  for (const path of ['/this/page/does-not-exist', '/news/987654321', '/news/not-a-slug']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'We could not find that page' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  }
  await expect(page.getByRole('searchbox', { name: 'Search the frequently asked questions' })).toBeVisible();
  await a11y(page);
});
