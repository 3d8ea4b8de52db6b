import { test, expect, newPerson, signUp } from './fixtures.ts';

test('a member talks with the counseling assistant on a phone and ends with the analysis card', async ({ page, a11y }) => {
  await signUp(page, newPerson({ firstName: 'Casey', lastName: 'Counseled' }), '/resources');
  await page.setViewportSize({ width: 360, height: 800 });
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);

  await page.goto('/resources?tab=ai-counseling');
  const log = page.getByRole('log', { name: 'Conversation with the counseling assistant' });
  await expect(log).toContainText('To start, what debts do you have?');
  await expect(log).toContainText('Or tell me your whole situation in one message');
  await expect(page.getByText('This AI assistant provides general guidance. Always consult a qualified attorney for legal advice.')).toBeVisible();
  const input = page.getByPlaceholder('Ask about your debt situation, bankruptcy options, or financial planning...');
  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();

  // The whole situation in one message: the counselor reads it all and answers with the analysis.
  await input.fill('I live alone in Ohio and make $3,200 a month. I spend about twelve hundred a month. I owe about 45k in credit cards and $3,000 in medical bills since 2024. I rent and have no car. No lawsuit.');
  await input.press('Enter');
  await expect(log).toContainText('I understood: credit cards $45,000, medical bills $3,000 (total $48,000); income about $3,200 a month before taxes');
  // Facts that can change the answer come before any analysis: taxes, earlier cases, transfers (issue 41).
  await expect(log).toContainText('About how much is taken from your household’s pay for taxes each month');
  const card = page.getByTestId('debt-analysis');
  await expect(card).toHaveCount(0);
  await input.fill('i take home about 2,800');
  await input.press('Enter');
  await expect(log).toContainText('Have you filed bankruptcy before, in the last 8 years?');
  await input.fill('never filed bankruptcy before');
  await input.press('Enter');
  await expect(log).toContainText('I understood: no bankruptcy case in the last 8 years.');
  await input.fill('no');
  await input.press('Enter');
  await expect(card).toBeVisible();
  await expect(card).toContainText('Total Debt');
  await expect(card).toContainText('$48,000');
  await expect(card).toContainText('Monthly Income');
  await expect(card).toContainText('$3,200');
  await expect(card).toContainText('Risk Level');
  await expect(card).toContainText('AI Confidence');
  await expect(card).toContainText('Recommendation');
  await expect(log).toContainText('Here is what our eligibility engine found');
  await a11y(page);

  // A correction runs the engine again.
  await input.fill('actually it’s 2 people');
  await send.click();
  await expect(log).toContainText('Thanks, I updated that: 2 people in your household.');
  await expect(card).toContainText('$48,000');
  // A question our pages do not answer: a plain "I could not find", and the legal aid link goes to legal aid, not our About page.
  await input.fill('Can my landlord keep my security deposit? my zip is 43215');
  await input.press('Enter');
  await expect(log).toContainText("I don't know, and I would rather not guess");
  await expect(log.getByRole('link', { name: '/resources?tab=resource-matching&zip=43215' })).toBeVisible();
  const legalAid = log.getByRole('link', { name: 'https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid' }).last();
  await expect(legalAid).toHaveAttribute('href', 'https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // A new visit is a new conversation; the earlier one is listed and can be deleted.
  await page.reload();
  const earlier = page.getByRole('region', { name: 'Your earlier conversations' });
  await expect(earlier).toContainText('total debt $48,000');
  await earlier.getByRole('button', { name: /Delete conversation/ }).click();
  await expect(earlier).toHaveCount(0);
});

test('a failed call to the assistant says Connection Error', async ({ page }) => {
  await signUp(page, newPerson({ firstName: 'Dana', lastName: 'Offline' }), '/resources');
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  await page.request.post('/api/test-payments/confirm', { data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  await page.goto('/resources?tab=ai-counseling');
  await page.route('**/api/chatbot/message', (route) => route.abort('connectionfailed'));
  const input = page.getByPlaceholder('Ask about your debt situation, bankruptcy options, or financial planning...');
  await input.fill('45k in credit cards');
  await input.press('Enter');
  await expect(page.getByText('Connection Error', { exact: true })).toBeVisible();
  await expect(page.getByText('Unable to connect to the counseling assistant. Please try again.', { exact: true })).toBeVisible();
  await expect(page.getByTestId('typing-indicator')).toHaveCount(0);
});
