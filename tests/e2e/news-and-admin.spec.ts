import type { Page } from '@playwright/test';
import { test, expect, newPerson, signInAsAdmin, signUp, E2E_ADMIN_EMAIL } from './fixtures.ts';
import { collectPageErrors } from './support/page-checks.ts';
import { expectToast, unique } from './support/toasts.ts';
import { recordToastsAndStatus, seenTexts, watchSignInFlow } from './unauthorized-flow.ts';

/** Nothing on the page is wider than a 360 px phone screen. */
async function expectFitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('news', () => {
  test('a visitor reads the news list, opens an article and finds outside news that opens in a new tab', async ({ page, a11y }) => {
    await page.goto('/news');
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    const articles = page.getByRole('list', { name: 'Our articles' }).getByRole('listitem');
    await expect(articles.first()).toBeVisible();
    // Dates read as short month, day, year.
    await expect(articles.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page.getByRole('button', { name: 'Add News' })).toHaveCount(0);

    for (const name of ['Bankruptcy', 'Housing market', 'Mortgage', 'Foreclosure']) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)` });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(page.getByRole('link', { name: 'Our news feed (RSS)' })).toHaveAttribute('href', '/news/rss.xml');
    await a11y(page);

    const firstLink = articles.first().getByRole('link');
    const title = (await firstLink.textContent())!.trim();
    await firstLink.click();
    await expect(page).toHaveURL(/\/news\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await expect(page).toHaveTitle(new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await a11y(page);
    await page.getByRole('link', { name: 'All news' }).first().click();
    await expect(page).toHaveURL(/\/news$/);
  });

  test('the news page fits a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/news');
    await expect(page.getByRole('list', { name: 'Our articles' }).getByRole('listitem').first()).toBeVisible();
    await expectFitsNarrowScreen(page);
    await page.getByRole('list', { name: 'Our articles' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectFitsNarrowScreen(page);
  });

  test('the news page arrives with its articles in the HTML, and the browser does not ask for them again', async ({ page }) => {
    const api = await page.request.get('/api/news');
    const { id, title: latest } = ((await api.json()) as Array<{ id: number; title: string }>)[0]!;
    const html = await (await page.request.get('/news')).text();
    expect(html).not.toContain('data-testid="news-skeleton"');
    expect(html).toContain(`href="/news/${id}"`);

    const newsRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/news') newsRequests.push(request.url());
    });
    const errors = collectPageErrors(page);
    // The server's list element is marked before the app runs: hydration that matched keeps it,
    // one that did not would draw the list anew.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => document.querySelector('#root ul[aria-labelledby="news-articles-heading"]')?.setAttribute('data-from-server', ''));
    });
    await page.goto('/news');
    const list = page.getByRole('list', { name: 'Our articles' });
    await expect(list.getByRole('listitem').first().getByRole('link', { name: latest })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(list).toHaveAttribute('data-from-server', '');
    expect(newsRequests).toEqual([]);
    expect(errors()).toEqual([]);
  });

  test('while the news loads there are three placeholder rows, and an empty list says so', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/news', async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
    });
    // The server fills /news itself: the list is asked for when the page is opened within the site.
    await page.goto('/about');
    // Once the app has loaded, so the link opens the page within it.
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page.getByTestId('news-skeleton')).toHaveCount(3);
    release();
    await expect(page.getByText('No news articles available at this time.')).toBeVisible();
    await expect(page.getByTestId('news-skeleton')).toHaveCount(0);
  });
});

test.describe('admin access', () => {
  test('a visitor who opens /admin sees a spinner and a toast, then lands on the sign-in page', async ({ page }) => {
    await recordToastsAndStatus(page);
    const signIn = watchSignInFlow(page);
    await page.goto('/admin');
    expect(await signIn.url()).toContain('returnTo=%2Fadmin');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn.expectToastThenSignIn({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', minDelayMs: 400 });
    expect((await seenTexts(page)).map((entry) => entry.text)).toContain('Checking access permissions...');
  });

  test('a signed-in person who is not an admin sees Access Denied', async ({ page, a11y }) => {
    await signUp(page, newPerson());
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have administrator privileges to access this panel.")).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await a11y(page);
    const api = await page.request.get('/api/admin/stories');
    expect(api.status()).toBe(403);
  });
});

test.describe('admin dashboard', () => {
  test('the admin sees every tab, reachable by keyboard, accessible and fitting a 360 px screen', async ({ page, mailbox, a11y }) => {
    // Eleven tabs, each checked by axe at 360 px: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await signInAsAdmin(page, mailbox, '/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    const names = ['User Stories', 'Questions', 'News', 'Users', 'FAQs', 'Webinars', 'Audit Log', 'Email Outbox', 'Chat', 'Coupons', 'Legal figures'];
    for (const name of names) await expect(page.getByRole('tab', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'User Stories' })).toHaveAttribute('aria-selected', 'true');

    // What this fresh site still lacks, with where to fix it; the test site has a mail server.
    const setup = page.getByRole('region', { name: 'Finish setting up your site' });
    await expect(setup.getByText('Add your Stripe keys')).toBeVisible();
    await expect(setup.getByText('STRIPE_SECRET_KEY', { exact: true })).toBeVisible();
    await expect(setup.getByText('Show your real support phone number')).toBeVisible();
    await expect(setup.getByText('SUPPORT_PHONE', { exact: true })).toBeVisible();
    await expect(setup.getByText('Connect a mail server')).toHaveCount(0);

    // Arrow keys move between tabs (Radix Tabs).
    await page.getByRole('tab', { name: 'User Stories' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Questions' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Questions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=questions/);

    await page.setViewportSize({ width: 360, height: 740 });
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
      await expectFitsNarrowScreen(page);
      await a11y(page);
    }
  });

  test('an admin creates a draft with Add News, publishes, edits and deletes it from the News tab', async ({ page, mailbox, a11y }) => {
    const title = `Court fees explained ${unique()}`;
    await signInAsAdmin(page, mailbox, '/news');

    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a News Article' });
    await expect(dialog).toBeVisible();
    await a11y(page);
    const create = dialog.getByRole('button', { name: 'Create Article' });
    await expect(dialog.getByLabel('Publish')).not.toBeChecked();
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Title').fill('   ');
    await dialog.getByLabel('Article text').fill('Some text');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Article text').fill('   ');
    await expect(create).toBeDisabled();
    await dialog.getByLabel('Excerpt (optional)').fill('What the filing fee pays for.');
    await dialog.getByLabel('Article text').fill('First paragraph.\n\nWhat to bring:\n- Your ID\n- Your pay stubs');
    await create.click();
    await expectToast(page, 'Article Created', `"${title}" was saved as a draft.`);
    await expect(dialog).toBeHidden();

    // A draft is not public.
    await page.reload();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);

    await page.goto('/admin?tab=news');
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByText('Draft', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: /^Publish/ }).click();
    await expectToast(page, 'Article Updated', `"${title}" is now published.`);
    await expect(row.getByText('Published', { exact: true })).toBeVisible();

    await page.goto('/news');
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('First paragraph.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Your pay stubs' })).toBeVisible();

    await page.goto('/admin?tab=news');
    // A published article of the site's own takes "Publish your own news" off the setup checklist.
    await expect(page.getByRole('region', { name: 'Finish setting up your site' }).getByText('Add your Stripe keys')).toBeVisible();
    await expect(page.getByText('Publish your own news')).toHaveCount(0);
    await row.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit News Article' });
    await edit.getByLabel('Title').fill(`${title} (updated)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Article Updated', `"${title} (updated)" was saved.`);
    const updatedRow = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `${title} (updated)` }) });
    await updatedRow.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this article?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Article Deleted');
    await expect(updatedRow).toHaveCount(0);
  });

  test('the News tab creates an article with the form and a failed create shows the spec message', async ({ page, mailbox }) => {
    const title = `Means test update ${unique()}`;
    await signInAsAdmin(page, mailbox, '/admin?tab=news');
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Article text').fill('The new median income figures apply from today.');
    await form.getByLabel('Publish').check();
    await form.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Article Created', `"${title}" is published.`);
    await expect(form.getByLabel('Title')).toHaveValue('');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.route('**/api/news', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
    await form.getByLabel('Title').fill('Will fail');
    await form.getByLabel('Article text').fill('Text');
    await form.getByRole('button', { name: 'Create Article' }).click();
    await expectToast(page, 'Failed to create news article.');
  });

  test('the Users tab finds people by name or email, changes their role and disables accounts', async ({ page, browser, mailbox }) => {
    const person = newPerson({ firstName: 'Rosa', lastName: `Quintero${Date.now()}` });
    const other = await browser.newPage();
    await signUp(other, person);

    await signInAsAdmin(page, mailbox, '/admin?tab=users');
    const search = page.getByRole('searchbox', { name: 'Search by name or email' });
    await search.fill(person.lastName);
    const card = page.getByTestId('admin-user').filter({ hasText: person.email });
    await expect(card).toHaveCount(1);
    await expect(page.getByTestId('admin-user')).toHaveCount(1);
    await expect(card.getByText('Signed up')).toBeVisible();
    await expect(card.getByText('Inactive')).toBeVisible();
    await expect(card.getByText('User', { exact: true })).toBeVisible();

    await search.fill(person.email.toUpperCase());
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: /^Make admin/ }).click();
    await expectToast(page, 'User Updated', `Rosa ${person.lastName} is now an admin.`);
    await expect(card.getByText('Admin', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: /^Remove admin/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
    await expectToast(page, 'User Updated', 'is no longer an admin.');

    await card.getByRole('button', { name: /^Disable/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Disable' }).click();
    await expectToast(page, 'User Updated', 'is signed out and cannot sign in.');
    await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
    const signedOut = await other.request.get('/api/auth/user');
    expect(signedOut.status()).toBe(401);
    await card.getByRole('button', { name: /^Enable/ }).click();
    await expectToast(page, 'User Updated', 'can sign in again.');

    // The last admin cannot give up the role: the server's reason shows in a destructive toast.
    await search.fill(E2E_ADMIN_EMAIL);
    const me = page.getByTestId('admin-user').filter({ hasText: E2E_ADMIN_EMAIL });
    await expect(me.getByText('(you)')).toBeVisible();
    await expect(me.getByRole('button', { name: /^Disable/ })).toHaveCount(0);
    await me.getByRole('button', { name: /^Remove admin/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove admin' }).click();
    await expectToast(page, 'Could Not Update User', 'This is the last admin. Make someone else an admin first.');
    await other.close();
  });

  test('the FAQs tab checks the form, adds, reorders, edits and deletes an FAQ', async ({ page, mailbox, a11y }) => {
    const question = `Can I keep my bicycle? ${unique()}`;
    await signInAsAdmin(page, mailbox, '/admin?tab=faqs');
    const panel = page.getByRole('tabpanel');
    const add = panel.getByRole('button', { name: 'Add FAQ' });
    await add.click();
    // The error summary takes focus and lists every problem; each entry leads to its field.
    const summary = panel.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['Choose a category', 'Enter the question', 'Enter the answer']);
    await expect(panel.getByLabel('Question')).toHaveAttribute('aria-invalid', 'true');
    await expect(panel.getByLabel('Question')).toHaveAccessibleDescription('Enter the question');
    await a11y(page);
    await summary.getByRole('link', { name: 'Enter the question' }).click();
    await expect(panel.getByLabel('Question')).toBeFocused();
    // A fixed field leaves the summary at once.
    await panel.getByLabel('Question').fill(question);
    await expect(summary.getByRole('link')).toHaveText(['Choose a category', 'Enter the answer']);

    await panel.getByLabel('Category').first().selectOption('After Filing');
    await panel.getByLabel('Answer').first().fill('Usually yes: most states protect a bicycle of modest value.');
    await add.click();
    await expectToast(page, 'FAQ Added', question);
    await expect(summary).toHaveCount(0);

    const group = panel.getByRole('region', { name: /^After Filing/ });
    const items = group.getByTestId('admin-faq');
    await expect(items.last()).toContainText(question);
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    await items.last().getByRole('button', { name: /^Move up/ }).click();
    await expect(items.nth(count - 2)).toContainText(question);
    await expect(page.request.get('/api/faqs').then((res) => res.json())).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ question })]));

    const item = items.filter({ hasText: question });
    await item.getByRole('button', { name: /^Edit/ }).click();
    await panel.getByLabel('Question').nth(1).fill(`${question} (edited)`);
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'FAQ Saved');
    const edited = items.filter({ hasText: `${question} (edited)` });
    await edited.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete this FAQ?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'FAQ Deleted');
    await expect(edited).toHaveCount(0);
  });

  test('the Webinars tab schedules, cancels, restores and deletes a webinar and shows registrations', async ({ page, mailbox }) => {
    const title = `Filing Chapter 7 step by step ${unique()}`;
    await signInAsAdmin(page, mailbox, '/admin?tab=webinars');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Create Webinar' }).click();
    await expect(panel.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText([
      'Enter a title',
      'Enter the date and start time',
      'Enter the full link people use to join, starting with https://',
    ]);
    await expect(panel.getByLabel('Date and start time').first()).toHaveAccessibleDescription('Enter the date and start time');

    await panel.getByLabel('Title').first().fill(title);
    await panel.getByLabel('Description (optional)').first().fill('Bring your questions.');
    const nextYear = new Date().getFullYear() + 1;
    await panel.getByLabel('Date and start time').first().fill(`${nextYear}-07-01T19:00`);
    await panel.getByLabel('Time zone').first().selectOption('America/Chicago');
    await panel.getByLabel('Join link').first().fill('https://meet.example.org/chapter7');
    await panel.getByRole('button', { name: 'Create Webinar' }).click();
    await expectToast(page, 'Webinar Created', new RegExp(`^${title}: .*July 1, ${nextYear} at 7:00 PM CDT$`));

    const item = panel.getByTestId('admin-webinar').filter({ hasText: title });
    await expect(item.getByText('Upcoming')).toBeVisible();
    await expect(item.getByText('0 registered')).toBeVisible();
    await expect(item.getByText('7:00 PM CDT')).toBeVisible();

    await item.getByRole('button', { name: /^Cancel webinar/ }).click();
    await page.getByRole('alertdialog', { name: 'Cancel this webinar?' }).getByRole('button', { name: 'Cancel webinar' }).click();
    await expectToast(page, 'Webinar Canceled', title);
    await expect(item.getByText('Canceled', { exact: true })).toBeVisible();
    await item.getByRole('button', { name: /^Restore/ }).click();
    await expectToast(page, 'Webinar Restored', title);

    await item.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Webinar' });
    await expect(edit.getByLabel('Date and start time')).toHaveValue(`${nextYear}-07-01T19:00`);
    await expect(edit.getByLabel('Time zone')).toHaveValue('America/Chicago');
    await edit.getByLabel('Length in minutes').fill('90');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Webinar Saved');
    await expect(item.getByText('90 minutes')).toBeVisible();

    await item.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete this webinar?' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Webinar Deleted', title);
    await expect(item).toHaveCount(0);
  });

  test('the Audit Log lists admin actions and the Email Outbox lists sent emails', async ({ page, mailbox }) => {
    await signInAsAdmin(page, mailbox, '/admin?tab=audit-log');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader', { name: 'Who' })).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: E2E_ADMIN_EMAIL }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Email Outbox' }).click();
    const email = page.getByTestId('admin-email').filter({ hasText: E2E_ADMIN_EMAIL }).first();
    await expect(email).toBeVisible();
    await expect(email.getByText('Sent', { exact: true })).toBeVisible();
    await email.getByText('Show message').click();
    await expect(email.locator('pre')).toBeVisible();
  });
});
