import { test, expect, newPerson, signUp } from './fixtures.ts';

test('what a person already told us starts the interview, marked as filled in, editable, and saved only once they change or continue', async ({ page, a11y }) => {
  test.setTimeout(120_000);
  const ana = newPerson({ firstName: 'Ana', lastName: 'Reyes' });
  await signUp(page, ana, '/chapter7');
  await page.setViewportSize({ width: 390, height: 844 });
  // Earlier, as a member: the membership paid with the test card.
  const membership = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: membership.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.ok()).toBe(true);

  // The free means test calculator, signed in: Texas, a household of 3.
  await page.goto('/chapter7#means-test');
  const calculator = page.locator('#means-test');
  await calculator.getByLabel('State where you live').selectOption('TX');
  await calculator.getByLabel('Household size').selectOption('3');
  await calculator.getByRole('radio', { name: 'I am not married' }).check();
  await calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' }).getByRole('radio', { name: 'One total for six months' }).check();
  await calculator.getByRole('group', { name: 'Wages, salary, tips and overtime' }).getByLabel('Total for the six months').fill('18000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByRole('region', { name: 'Your result' })).toBeVisible();

  // The package: "About you" starts with the account's name and email and the calculator's state, said so.
  await page.goto('/documents?tab=premium-tools');
  await page.getByRole('button', { name: 'Start the Chapter 7 Complete Package' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your chapter and filing date' })).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  await page.goto(`/documents/edit/${id}?step=debtor`);
  await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Ana');
  await expect(page.getByLabel('Last name')).toHaveValue('Reyes');
  await expect(page.getByLabel('Email address')).toHaveValue(ana.email);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
  const note = page.getByRole('region', { name: 'Filled in from what you told us' });
  await expect(note).toContainText('First name, Last name, Email address: from your account');
  await expect(note).toContainText('State: from the means test calculator');
  await expect(note).toContainText('Nothing is saved until you change an answer or continue.');
  await a11y(page);

  // Shown, not sent: the account holds nothing of this section yet.
  const before = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(before.caseFile.debtors).toBeUndefined();
  expect(before.sectionDrafts.debtors).toBeUndefined();

  // Editable: she goes by Anita; her change is kept in her account as an unfinished section.
  await page.getByLabel('First name').fill('Anita');
  await expect(page.locator('[data-save-state="draft"]')).toBeVisible();
  const after = await (await page.request.get(`/api/documents/${id}`)).json();
  expect(after.sectionDrafts.debtors.values.debtor.name).toMatchObject({ first: 'Anita', last: 'Reyes' });

  // The household: its size from the calculator, to check.
  await page.goto(`/documents/edit/${id}?step=household`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your household' })).toBeVisible();
  await expect(page.getByLabel('How many people are in your household, you included?')).toHaveValue('3');
  await expect(page.getByRole('region', { name: 'Filled in from what you told us' })).toContainText('How many people are in your household, you included?: from the means test calculator');
  await a11y(page);
  // She finishes the page: not married, nobody 65 or older, her two children.
  await page.getByLabel('Your marital status').selectOption({ label: 'Not married' });
  await page.getByLabel('How many of them are 65 or older?').fill('0');
  for (const [relationship, age] of [['Son', '9'], ['Daughter', '6']] as const) {
    await page.getByRole('button', { name: 'Add a dependent' }).click();
    const row = page.getByRole('group', { name: /^Dependent \d+/ }).last();
    await row.getByLabel('Relationship to you').fill(relationship);
    await row.getByLabel('Age').fill(age);
    await row.getByRole('group', { name: 'Does this person live with you?' }).getByRole('radio', { name: 'Yes' }).check();
  }
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your answers: Your household' })).toBeVisible();
  const household = (await (await page.request.get(`/api/documents/${id}`)).json()).caseFile.household;
  expect(household).toMatchObject({ householdSize: 3, maritalStatus: 'not-married', membersAged65OrOver: 0 });
  expect(household.dependents.map((d: { relationship: string; age: number; livesWithYou: boolean }) => [d.relationship, d.age, d.livesWithYou])).toEqual([
    ['Son', 9, true],
    ['Daughter', 6, true],
  ]);
});
