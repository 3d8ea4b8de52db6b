import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect, newPerson, signIn, signInAsAdmin, signUp, type Person } from './fixtures.ts';
import { expectToast, holdRequest, unique } from './support/toasts.ts';
import type { TestMailbox } from '../support/test-mailbox.ts';
import { recordToastsAndStatus, watchSignInFlow } from './unauthorized-flow.ts';

/** The theme's destructive red (styles.css --color-destructive #b42318). */
const RED = 'rgb(180, 35, 24)';

/**
 * Before the page is interactive the hero buttons are plain links (to /news and #webinars); wait
 * until React has taken over the page before clicking them.
 */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main-content');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
  });
}

async function openDialog(page: Page, button: 'Insights and News' | 'Webinar and Hands-On Class') {
  await waitForHydration(page);
  await page.getByRole('link', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillSignup(dialog: ReturnType<Page['getByRole']>, values: { firstName: string; lastName: string; email: string; phoneNumber: string }) {
  await dialog.getByLabel('First Name', { exact: true }).fill(values.firstName);
  await dialog.getByLabel('Last Name', { exact: true }).fill(values.lastName);
  await dialog.getByLabel('Email', { exact: true }).fill(values.email);
  await dialog.getByLabel('Phone Number', { exact: true }).fill(values.phoneNumber);
}

/** An admin schedules a webinar starting tomorrow (sooner than any other test's), through the API. */
async function scheduleWebinar(browser: Browser, mailbox: TestMailbox, title: string) {
  const admin = await browser.newPage();
  await signInAsAdmin(admin, mailbox, '/');
  const startsAt = new Date(Date.now() + 24 * 3600_000);
  startsAt.setUTCSeconds(0, 0);
  const res = await admin.request.post('/api/admin/webinars', {
    data: { title, description: 'We fill out the petition together.', startsAt: startsAt.toISOString(), durationMinutes: 60, timeZone: 'America/Chicago', joinUrl: 'https://meet.example.org/live' },
  });
  expect(res.status()).toBe(201);
  const webinar = (await res.json()) as { id: number };
  await admin.close();
  return { id: webinar.id, startsAt };
}

const MEMBER_NAME = { firstName: 'Nora', lastName: 'Diaz' };

// The embedded sign-in allows 10 new accounts an hour from one address: tests that only need
// "someone signed in" share one person per file, created on first use.
let member: Person | null = null;
async function signInAsMember(page: Page): Promise<Person> {
  if (member) {
    await signIn(page, member);
  } else {
    member = newPerson(MEMBER_NAME);
    await signUp(page, member);
  }
  return member;
}

const FIELD_MESSAGES = [
  ['First Name', 'First name must be at least 2 characters'],
  ['Last Name', 'Last name must be at least 2 characters'],
  ['Email', 'Please enter a valid email address'],
  ['Phone Number', 'Please enter a valid phone number'],
] as const;

/** A field's own message under it (the summary repeats it as a link). */
const fieldError = (scope: Locator, message: string) => scope.locator('p[id$="-error"]', { hasText: message });

test.describe('newsletter sign-up', () => {
  test('each field shows its own message in red under it and in the summary, and the message goes when the field is fixed', async ({ page, a11y }) => {
    await page.goto('/');
    const dialog = await openDialog(page, 'Insights and News');
    await a11y(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();

    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(FIELD_MESSAGES.map(([, message]) => message));
    for (const [label, message] of FIELD_MESSAGES) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(fieldError(dialog, message)).toHaveCSS('color', RED);
    }
    await a11y(page);
    await summary.getByRole('link', { name: 'Please enter a valid phone number' }).click();
    await expect(dialog.getByLabel('Phone Number', { exact: true })).toBeFocused();

    await fillSignup(dialog, { firstName: 'A', lastName: 'Lopez', email: 'maria@', phoneNumber: '555-0100' });
    await expect(fieldError(dialog, 'First name must be at least 2 characters')).toBeVisible();
    await expect(fieldError(dialog, 'Last name must be at least 2 characters')).toBeHidden();
    await expect(fieldError(dialog, 'Please enter a valid email address')).toBeVisible();
    await expect(fieldError(dialog, 'Please enter a valid phone number')).toBeVisible();
    await dialog.getByLabel('First Name', { exact: true }).fill('Ana');
    await expect(dialog.getByText('First name must be at least 2 characters')).toHaveCount(0);
    await expect(dialog.getByLabel('First Name', { exact: true })).not.toHaveAttribute('aria-invalid');

    // Cancel closes the dialog and keeps what was typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Insights and News' }).click();
    await expect(dialog.getByLabel('First Name', { exact: true })).toHaveValue('Ana');
  });

  test('a visitor who signs up is told to sign in and lands on the sign-in page a second later', async ({ page }) => {
    await recordToastsAndStatus(page);
    await page.goto('/');
    const dialog = await openDialog(page, 'Insights and News');
    await fillSignup(dialog, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phoneNumber: '(555) 555-0100' });
    const signIn = watchSignInFlow(page);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn.expectToastThenSignIn({ title: 'Please sign in', description: 'You need to be signed in to subscribe to our newsletter.', minDelayMs: 900 });
  });

  test('a signed-in person signs up: details filled in, pending label, toast, email, form emptied', async ({ page, mailbox }) => {
    const person = await signInAsMember(page);
    const dialog = await openDialog(page, 'Insights and News');
    await expect(dialog.getByLabel('First Name', { exact: true })).toHaveValue('Nora');
    await expect(dialog.getByLabel('Last Name', { exact: true })).toHaveValue('Diaz');
    await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(person.email);
    await dialog.getByLabel('Phone Number', { exact: true }).fill('(555) 555-0142');

    const held = await holdRequest(page, '**/api/newsletter-signup');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('button', { name: 'Signing Up...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Newsletter Signup Successful', `Thank you for signing up. We sent a confirmation to ${person.email}.`);
    await expect(dialog).toBeHidden();
    await expect.poll(() => mailbox.received.some((email) => email.to.includes(person.email) && email.raw.includes('You are signed up for'))).toBe(true);

    await page.getByRole('link', { name: 'Insights and News' }).click();
    await expect(dialog.getByLabel('Phone Number', { exact: true })).toHaveValue('');
    await expect(dialog.getByLabel('First Name', { exact: true })).toHaveValue('');
  });

  test('another address is asked to confirm by email; the link opens a page whose button confirms it, once', async ({ page, mailbox, a11y }) => {
    await signInAsMember(page);
    const other = `partner-${unique()}@example.com`;
    const dialog = await openDialog(page, 'Insights and News');
    await dialog.getByLabel('Email', { exact: true }).fill(other);
    await dialog.getByLabel('Phone Number', { exact: true }).fill('(555) 555-0142');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Check your email to confirm', `Open the link we emailed to ${other} to finish signing up. Nothing else is sent to that address until then.`);

    const link = await mailbox.waitForLink(other, /\/confirm-signup\?token=/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Email' })).toBeVisible();
    // Only a new outcome takes focus; the page itself opens as any page does.
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm Your Email' })).not.toBeFocused();
    await a11y(page);
    await page.getByRole('button', { name: 'Yes, confirm my email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed up' })).toBeFocused();
    await expect.poll(() => mailbox.received.some((email) => email.to.includes(other) && email.raw.includes('You are signed up for'))).toBe(true);

    await page.goto(link);
    await page.getByRole('button', { name: 'Yes, confirm my email' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page to sign up again' })).toHaveAttribute('href', '/');
  });

  test('a failed sign-up says so and keeps the dialog open', async ({ page }) => {
    await signInAsMember(page);
    await page.route('**/api/newsletter-signup', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal","code":"INTERNAL"}' }));
    const dialog = await openDialog(page, 'Insights and News');
    await dialog.getByLabel('Phone Number', { exact: true }).fill('(555) 555-0142');
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await expectToast(page, 'Signup Failed', 'Please try again later.');
    await expect(dialog).toBeVisible();
  });
});

test.describe('webinar registration', () => {
  test('a person registers for the next webinar and gets the date, time and calendar invite', async ({ page, browser, mailbox, a11y }) => {
    const title = `Filing on your own, live ${unique()}`;
    await scheduleWebinar(browser, mailbox, title);
    const person = await signInAsMember(page);

    const dialog = await openDialog(page, 'Webinar and Hands-On Class');
    await expect(dialog.getByText(title)).toBeVisible();
    const when = (await dialog.locator('time').textContent())!;
    expect(when).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) C[DS]T$/);
    await expect(dialog.getByText('60 minutes')).toBeVisible();
    await a11y(page);

    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(fieldError(dialog, 'Please enter a valid phone number')).toBeVisible();
    await dialog.getByLabel('Phone Number', { exact: true }).fill('555 555 0199');
    const held = await holdRequest(page, '**/api/webinar-registration');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Webinar Registration Successful', `You are registered for ${title} on ${when}.`);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => mailbox.received.some((email) => email.to.includes(person.email) && email.raw.includes('webinar.ics') && email.raw.includes('You are registered')))
      .toBe(true);
  });

  test('every field of the webinar form is checked with the same messages', async ({ page }) => {
    await page.route('**/api/webinars/next', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ webinar: { id: 1, title: 'Practice class', description: '', startsAt: new Date(Date.now() + 3600_000).toISOString(), durationMinutes: 45, timeZone: 'America/Denver', isCanceled: false } }),
      }),
    );
    await page.goto('/');
    const dialog = await openDialog(page, 'Webinar and Hands-On Class');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    for (const [label, message] of FIELD_MESSAGES) {
      await expect(dialog.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
      await expect(fieldError(dialog, message)).toHaveCSS('color', RED);
    }
  });

  test('a visitor who registers is told to sign in and lands on the sign-in page a second later', async ({ page, browser, mailbox }) => {
    await scheduleWebinar(browser, mailbox, `Visitor check ${unique()}`);
    await recordToastsAndStatus(page);
    await page.goto('/');
    const dialog = await openDialog(page, 'Webinar and Hands-On Class');
    await fillSignup(dialog, { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', phoneNumber: '(555) 555-0100' });
    const signIn = watchSignInFlow(page);
    await dialog.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn.expectToastThenSignIn({ title: 'Please sign in', description: 'You need to be signed in to register for webinars.', minDelayMs: 900 });
  });

  test('when no webinar is scheduled the dialog says so, and a registration refused for that shows the reason', async ({ page }) => {
    await signInAsMember(page);
    await page.route('**/api/webinars/next', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"webinar":null}' }));
    // Loaded again, so the page itself also asks after the route is in place.
    await page.reload();
    const dialog = await openDialog(page, 'Webinar and Hands-On Class');
    await expect(dialog.getByText('No webinar is scheduled right now. Please check back soon.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Register' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

    // Without a webinar, the page invites nobody to register further down.
    await expect(page.locator('#webinars')).toHaveCount(0);

    // The webinar was there when the dialog opened but is gone when the form is sent (409).
    await page.unroute('**/api/webinars/next');
    await page.route('**/api/webinars/next', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ webinar: { id: 1, title: 'Last-minute class', description: '', startsAt: new Date(Date.now() + 3600_000).toISOString(), durationMinutes: 60, timeZone: 'America/New_York', isCanceled: false } }),
      }),
    );
    await page.route('**/api/webinar-registration', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'No webinar is scheduled right now. Please check back soon.', code: 'CONFLICT' }) }),
    );
    await page.reload();
    const again = await openDialog(page, 'Webinar and Hands-On Class');
    await expect(again.getByText('Last-minute class')).toBeVisible();
    await again.getByLabel('Phone Number', { exact: true }).fill('555 555 0199');
    await again.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Registration Failed', 'No webinar is scheduled right now. Please check back soon.');

    await page.unroute('**/api/webinar-registration');
    await page.route('**/api/webinar-registration', (route) => route.fulfill({ status: 500, body: '' }));
    await again.getByRole('button', { name: 'Register' }).click();
    await expectToast(page, 'Registration Failed', 'Please try again later.');
  });
});
