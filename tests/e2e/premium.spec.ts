import type { Locator, Page } from '@playwright/test';
import { test, expect, newPerson, signInAsAdmin, signOut, signUp } from './fixtures.ts';
import { expectToast } from './support/toasts.ts';
import { recordToastsAndStatus, watchSignInFlow } from './unauthorized-flow.ts';

/** Nothing on the page is wider than a 360 px phone screen. */
async function expectFitsNarrowScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fills the test card form on the page or inside one part of it (a checkout dialog). */
async function fillTestCard(scope: Page | Locator, cardNumber: string) {
  await scope.getByLabel('Card number').fill(cardNumber);
  await scope.getByLabel('Expiry (MM/YY)').fill('12/34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('ZIP code', { exact: true }).fill('60601');
}

async function subscriptionStatus(page: Page) {
  return (await page.request.get('/api/subscription-status')).json();
}

/** The premium page is open: its tabs work and no gate covers it. */
async function expectPremiumOpen(page: Page) {
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByTestId('premium-gate')).toHaveCount(0);
  await expect(page.getByTestId('premium-preview')).toHaveCount(0);
}

test.describe('premium membership with the test processor', () => {
  test('a person subscribes with the 4242 card, opens premium pages, buys a package, cancels and keeps the membership', async ({ page, a11y }) => {
    await signUp(page, newPerson(), '/subscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'PREMIUM MEMBERSHIP' })).toBeVisible();
    await expect(page.getByText('$9.95/month', { exact: true })).toBeVisible();
    for (const feature of ['Document interview and draft forms', 'Advanced risk assessment', 'AI bankruptcy counseling', 'Legal resource matching', 'Premium community access', 'Cancel anytime']) {
      await expect(page.getByText(feature, { exact: true })).toBeVisible();
    }
    // What the membership does not include is said before paying: the final PDFs and the course.
    const extra = page.getByRole('region', { name: 'What costs extra' });
    await expect(extra).toContainText('The final PDF of a document package, without the DRAFT mark: Chapter 7 Complete Package, $99.00');
    await expect(extra).toContainText('The Chapter 7 Online Course: $89.00');
    await expect(page.getByText(/Attorneys typically charge \$1,500-\$3,500/)).toBeVisible();
    await expect(page.getByText(/renews automatically every month/)).toBeVisible();
    await expect(page.getByText(/takes effect at the end of your current billing period/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
    await expect(page.getByText('Test mode — no real charges')).toBeVisible();
    await expect(page.getByText('4242 4242 4242 4242 succeeds')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await a11y(page);

    // Problems with the fields are listed in the error summary and said under each field, before anything is sent.
    await page.getByRole('button', { name: 'Subscribe for $9.95' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link').first()).toHaveText('Enter your card number');
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Enter your card number');

    await fillTestCard(page, '4242424242424242');
    await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Subscribe for $9.95' }).click();
    await expectToast(page, 'Welcome to Premium!', 'Your subscription is now active. You have full access to all premium features.');
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Advanced Resources & Support' })).toBeVisible();
    await expectPremiumOpen(page);
    await expect(page.getByRole('tab', { name: 'Resource Matching' })).toHaveAttribute('aria-selected', 'true');

    // Resource matching needs every field, then lists the matches best first with their reasons.
    await page.getByRole('button', { name: 'Find Resources' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all fields for best matching results.');
    await page.getByLabel('ZIP code').fill('43215');
    await page.getByLabel('Case type').selectOption('chapter7');
    await page.getByLabel('People in your household').selectOption('3');
    await page.getByLabel('Income level').selectOption('low');
    await page.getByRole('button', { name: 'Find Resources' }).click();
    await expectToast(page, 'Resources Matched', /^Found \d+ relevant resources for your situation\.$/);
    const matches = page.getByRole('region', { name: 'Your matches near Columbus, OH 43215' });
    const court = matches.getByRole('article', { name: 'U.S. Bankruptcy Court for the Southern District of Ohio' });
    await expect(court.getByText(/^\d+% match$/)).toBeVisible();
    await expect(court.getByText('It is the bankruptcy court for Franklin, Ohio: a case from your ZIP code is filed here.')).toBeVisible();
    await expect(matches.getByRole('article', { name: 'Approved credit counseling agencies' }).getByRole('link', { name: /justice\.gov\/ust/ })).toBeVisible();
    await a11y(page);

    await page.goto('/assessment');
    await expectPremiumOpen(page);
    await expect(page.getByText('It takes about 15-20 minutes.')).toBeVisible();

    // A document package is bought once with the same card form, then says Purchased.
    await page.goto('/documents');
    await expectPremiumOpen(page);
    await expect(page.getByRole('tab', { name: 'Premium Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Most Popular')).toBeVisible();
    await page.getByRole('button', { name: 'Buy the Individual Schedules for $29.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy the Individual Schedules' });
    await expect(dialog.getByText('Test mode — no real charges')).toBeVisible();
    await fillTestCard(page, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: 'Pay $29.00' }).click();
    await expectToast(page, 'Purchase Complete');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Individual Schedules' }).getByText('Purchased')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership.getByText('Premium membership')).toBeVisible();
    await expect(membership.getByText('Active: renews automatically')).toBeVisible();
    await expect(membership.getByText('Visa ending in 4242')).toBeVisible();
    await expect(membership.getByText('$9.95 a month')).toBeVisible();
    const history = page.getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.getByRole('row').filter({ hasText: 'Premium membership, first month' })).toContainText('$9.95');
    await expect(history.getByRole('row').filter({ hasText: 'Individual Schedules' })).toContainText('ending in 4242');
    await expect(page.getByRole('region', { name: 'Your purchases' }).getByText('Individual Schedules')).toBeVisible();
    await history.getByRole('row').filter({ hasText: 'Premium membership' }).getByRole('button', { name: /^View/ }).click();
    await expect(page.getByRole('dialog', { name: 'Receipt' }).getByText('Premium membership, first month')).toBeVisible();
    await page.getByRole('dialog', { name: 'Receipt' }).getByRole('button', { name: 'Close' }).first().click();
    await a11y(page);
    // The payment table scrolls inside its own box on a phone, never the page.
    await page.setViewportSize({ width: 360, height: 740 });
    await expectFitsNarrowScreen(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Canceling takes effect at the end of the period: still active, with the end date shown.
    const { endDate } = await subscriptionStatus(page);
    const endText = new Date(endDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await membership.getByRole('button', { name: 'Cancel subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel your membership?' });
    await expect(confirm).toContainText(`You keep full premium access until ${endText}`);
    await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
    await expectToast(page, 'Subscription canceled', `You keep premium access until ${endText}.`);
    await expect(membership.getByText(`Canceled: access continues until ${endText}`)).toBeVisible();
    await expect(membership.getByText('Access ends')).toBeVisible();
    expect(await subscriptionStatus(page)).toMatchObject({ hasActiveSubscription: true, status: 'active', cancelAtPeriodEnd: true, endDate });
    await page.goto('/resources');
    await expectPremiumOpen(page);

    await page.goto('/account');
    await page.getByRole('button', { name: 'Keep my subscription' }).click();
    await expectToast(page, 'Subscription kept', `Your membership renews on ${endText}.`);
    await expect(page.getByText('Active: renews automatically')).toBeVisible();
    expect(await subscriptionStatus(page)).toMatchObject({ hasActiveSubscription: true, cancelAtPeriodEnd: false });

    // Coming back to /subscribe: already subscribed, on to the premium resources.
    await page.goto('/subscribe');
    await expectToast(page, 'Already Subscribed!', 'You already have an active premium subscription.');
    await expect(page).toHaveURL(/\/resources$/);
  });

  test('the test clock shows a renewal, then a canceled membership ending when its period is over', async ({ page, a11y }) => {
    await signUp(page, newPerson(), '/subscribe');
    await fillTestCard(page, '4242424242424242');
    await page.getByRole('button', { name: 'Subscribe for $9.95' }).click();
    await expect(page).toHaveURL(/\/resources$/);

    await page.goto('/account');
    const membership = page.getByRole('region', { name: 'Membership' });
    const clock = membership.getByRole('region', { name: 'Test mode: see what happens later' });
    const firstEnd = new Date((await subscriptionStatus(page)).endDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await expect(clock).toContainText(`past ${firstEnd}`);
    await a11y(page);

    // Skipping past an active period renews it: a second payment, a later renewal date.
    await clock.getByRole('button', { name: 'Skip past the end of this period' }).click();
    await expectToast(page, 'Clock moved', 'This membership’s clock is now past the end of its period.');
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'Premium membership, monthly renewal' })).toContainText('$9.95');
    const renewed = await subscriptionStatus(page);
    expect(renewed).toMatchObject({ hasActiveSubscription: true, status: 'active' });
    const renewedEnd = new Date(renewed.endDate).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    await expect(membership.getByText(renewedEnd).first()).toBeVisible();

    // Canceled: access stays until the end of the period, then ends when the clock passes it.
    await membership.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('alertdialog', { name: 'Cancel your membership?' }).getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(membership.getByText(`Canceled: access continues until ${renewedEnd}`)).toBeVisible();
    await page.goto('/resources');
    await expectPremiumOpen(page);
    await page.goto('/account');
    await membership.getByRole('region', { name: 'Test mode: see what happens later' }).getByRole('button', { name: 'Skip past the end of this period' }).click();
    await expect(membership.getByText('No active membership')).toBeVisible();
    expect(await subscriptionStatus(page)).toMatchObject({ hasActiveSubscription: false, status: 'inactive' });
    await page.goto('/resources');
    await expect(page.getByTestId('premium-gate')).toContainText('PREMIUM FEATURE');
  });

  test('a declined card shows Payment Failed with the processor message and leaves no subscription', async ({ page }) => {
    await signUp(page, newPerson(), '/subscribe');
    await fillTestCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Subscribe for $9.95' }).click();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    // Processing is cleared: the person can try another card.
    await expect(page.getByRole('button', { name: 'Subscribe for $9.95' })).toBeEnabled();
    // The decline is also listed in the error summary, which takes focus and leads to the card number.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Your card was declined.' }).click();
    await expect(page.getByLabel('Card number')).toBeFocused();
    await expect(page).toHaveURL(/\/subscribe$/);
    expect(await subscriptionStatus(page)).toMatchObject({ hasActiveSubscription: false, status: 'incomplete' });
    expect(await (await page.request.get('/api/payments')).json()).toEqual([]);

    await page.goto('/documents');
    await expect(page.getByTestId('premium-gate')).toContainText('PREMIUM FEATURE');
  });

  test('a 100% coupon activates the membership at once, without a card', async ({ page, mailbox }) => {
    const code = `FREE${Date.now().toString(36).toUpperCase()}`;
    await signInAsAdmin(page, mailbox, '/admin?tab=coupons');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Coupons', level: 2 })).toBeVisible();
    await panel.getByLabel('Code', { exact: true }).fill(code);
    await panel.getByLabel('Percent off').fill('100');
    await panel.getByLabel('Maximum uses (optional)').fill('5');
    await panel.getByRole('button', { name: 'Create coupon' }).click();
    await expectToast(page, 'Coupon Created', `${code} can be used now.`);
    await expect(panel.getByRole('list', { name: 'Coupons' }).getByText(code, { exact: true })).toBeVisible();
    await signOut(page);

    await signUp(page, newPerson(), '/subscribe');
    const couponField = page.getByLabel('Coupon code');
    await couponField.fill('   ');
    await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await couponField.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The refusal is listed in the error summary, which takes focus, and described on the field.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['That coupon code does not exist.']);
    await expect(couponField).toHaveAccessibleDescription('That coupon code does not exist.');

    await couponField.fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectToast(page, 'Welcome to Premium!');
    await expect(page).toHaveURL(/\/resources$/);
    await expectPremiumOpen(page);

    expect(await subscriptionStatus(page)).toMatchObject({ hasActiveSubscription: true, couponCode: code });
    const payments = await (await page.request.get('/api/payments')).json();
    expect(payments).toEqual([expect.objectContaining({ amountCents: 0, cardLast4: null, status: 'succeeded' })]);
  });
});

test.describe('the Chapter 7 online course', () => {
  test('a visitor who presses Enroll is sent to sign in; a signed-in person pays $89 and is enrolled once', async ({ page, a11y }) => {
    // The toast shows for half a second before sign-in: recorded as it appears, checked after.
    await recordToastsAndStatus(page);
    await page.goto('/');
    // The button's payment code loads as the reader comes near the course panel.
    const coursePanel = page.getByRole('region', { name: 'Chapter 7 online course' });
    await coursePanel.scrollIntoViewIfNeeded();
    const enroll = coursePanel.getByRole('button', { name: 'Enroll in the Chapter 7 online course' });
    const signIn = watchSignInFlow(page);
    await enroll.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/idp\//);
    await signIn.expectToastThenSignIn({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', minDelayMs: 400 });

    await signUp(page, newPerson(), '/');
    await coursePanel.scrollIntoViewIfNeeded();
    await coursePanel.getByRole('button', { name: 'Enroll in the Chapter 7 online course' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enroll in the Chapter 7 online course' });
    await expect(dialog.getByText(/One payment of \$89\.00 \(regularly \$199\.00\)/)).toBeVisible();
    await a11y(page);
    await fillTestCard(dialog, '4242424242424242');
    await dialog.getByRole('button', { name: 'Pay $89.00' }).click();
    await expectToast(page, 'Enrollment Successful', 'You have been enrolled in the Chapter 7 course!');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You are enrolled in the Chapter 7 course.').first()).toBeVisible();

    // Later visits say so instead of offering Enroll; the server refuses a second enrollment anyway.
    await page.goto('/chapter7#course');
    await expect(page.locator('#course').getByText('You are enrolled in the Chapter 7 course.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enroll in the Chapter 7 online course' })).toHaveCount(0);
    const again = await page.request.post('/api/enroll-course', { data: { courseType: 'chapter7', amount: 8900 } });
    expect((await again.json()).status).toBe('already_owned');
    const payments = (await (await page.request.get('/api/payments')).json()) as Array<{ amountCents: number; status: string }>;
    expect(payments).toEqual([expect.objectContaining({ amountCents: 8900, status: 'succeeded' })]);
  });
});

test.describe('the premium gate', () => {
  test('a visitor sees /documents dimmed and inert beneath the PREMIUM FEATURE card with Sign In to Subscribe', async ({ page, a11y }) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents and Forms Center' })).toBeVisible();
    const gate = page.getByTestId('premium-gate');
    await expect(gate.getByText('PREMIUM FEATURE')).toBeVisible();
    await expect(gate.getByRole('heading', { name: 'Unlock Documents and Forms Center' })).toBeVisible();
    await expect(gate.getByText('$9.95/month')).toBeVisible();
    // After sign-in and paying, the person comes back to this page.
    await expect(gate.getByRole('link', { name: 'Sign In to Subscribe' })).toHaveAttribute('href', `/api/login?returnTo=${encodeURIComponent('/subscribe?returnTo=%2Fdocuments')}`);
    await expect(gate.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    await expect(gate.getByRole('link', { name: 'Subscribe Now' })).toHaveCount(0);

    // The page shows beneath, but nobody can reach into it.
    const preview = page.getByTestId('premium-preview');
    await expect(preview).toHaveAttribute('inert', '');
    await expect(preview).toHaveAttribute('aria-hidden', 'true');
    await expect(preview.getByText('Chapter 7 Complete Package')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await a11y(page);

    for (const [path, heading] of [
      ['/assessment', 'Unlock Risk Assessment'],
      ['/resources', 'Unlock Advanced Resources & Support'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId('premium-gate').getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign In to Subscribe' })).toBeVisible();
    }

    await recordToastsAndStatus(page);
    const signIn = watchSignInFlow(page);
    await page.goto('/subscribe');
    expect(await signIn.url()).toContain('returnTo=%2Fsubscribe');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn.expectToastThenSignIn({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', minDelayMs: 400 });
  });

  test('a signed-in person without a subscription sees the PREMIUM FEATURE card with Subscribe Now', async ({ page, a11y }) => {
    await signUp(page, newPerson(), '/documents');
    const gate = page.getByTestId('premium-gate');
    await expect(gate.getByText('PREMIUM FEATURE')).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Sign In to Subscribe' })).toHaveCount(0);
    await a11y(page);
    await page.goto('/assessment');
    await expect(page.getByTestId('premium-gate').getByRole('heading', { name: 'Unlock Risk Assessment' })).toBeVisible();
    await page.getByRole('link', { name: 'Subscribe Now' }).click();
    await expect(page).toHaveURL(/\/subscribe\?returnTo=%2Fassessment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'PREMIUM MEMBERSHIP' })).toBeVisible();

    await page.goto('/account');
    await expect(page.getByText('No active membership')).toBeVisible();
    await expect(page.getByText('No payments yet.')).toBeVisible();
  });

  test('the premium pages, /subscribe and /account fit a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/documents', '/assessment', '/resources']) {
      await page.goto(path);
      await expect(page.getByTestId('premium-gate')).toBeVisible();
      await expectFitsNarrowScreen(page);
    }
    // Signing up checks the Sign Out button, which a phone keeps in the menu.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signUp(page, newPerson(), '/subscribe');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(page.getByRole('heading', { name: 'Complete Your Subscription' })).toBeVisible();
    await expectFitsNarrowScreen(page);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
    await expectFitsNarrowScreen(page);
  });
});
