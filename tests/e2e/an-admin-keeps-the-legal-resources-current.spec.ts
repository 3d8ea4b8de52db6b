import { test, expect, signInAsAdmin } from './fixtures.ts';
import { expectToast, unique } from './support/toasts.ts';

test('an admin adds a legal resource, edits it, retires and restores it, and marks it verified today', async ({ page, mailbox, a11y }) => {
  const name = `Lakeside Debt Clinic ${unique()}`;
  const today = new Date().toISOString().slice(0, 10);
  await signInAsAdmin(page, mailbox, '/admin?tab=legal-resources');
  const add = page.getByRole('region', { name: 'Add a resource' });
  await add.getByLabel('Kind').selectOption('legal_aid');
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByLabel('Organization').fill('Lakeside Legal Services');
  await add.getByLabel('State', { exact: true }).selectOption('IL');
  await add.getByLabel('Area served', { exact: true }).selectOption('statewide');
  await add.getByLabel('Phone (optional)').fill('call us');
  await add.getByLabel('Service type').selectOption('pro_bono');
  await add.getByLabel('What it helps with').selectOption('consumer_legal_aid');
  await add.getByLabel('Who pays').selectOption('free');
  await add.getByLabel('Source: where these facts come from').fill('The clinic’s own page of services, read by an admin.');
  await add.getByLabel('Source address (https://)').fill('https://lakeside-clinic.example/services');
  await add.getByLabel('Last checked (YYYY-MM-DD)').fill('2025-01-15');
  await add.getByRole('button', { name: 'Add resource' }).click();

  // Bad input: the message stands next to its field, and nothing is added.
  const phone = add.getByLabel('Phone (optional)');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription('Enter the phone number with digits, spaces, dashes or parentheses only.');
  await a11y(page);
  await phone.fill('(312) 555-0147');
  await add.getByRole('button', { name: 'Add resource' }).click();
  await expectToast(page, 'Resource added', name);

  const list = page.getByRole('region', { name: /^Resources/ });
  await list.getByLabel('Find by name').fill(name);
  const item = list.getByTestId('admin-legal-resource').filter({ hasText: name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Checked 2025-01-15');

  await item.getByRole('button', { name: /^Edit/ }).click();
  const editor = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Edit ${name}` }) });
  await editor.getByLabel('Name', { exact: true }).fill(`${name} (edited)`);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Resource saved', `${name} (edited)`);
  // Closing the editor gives focus back to the item's Edit button.
  await expect(item.getByRole('button', { name: /^Edit/ })).toBeFocused();
  await expect(item).toContainText(`${name} (edited)`);
  await expect(item).toContainText('Changed by an admin');

  await item.getByRole('button', { name: /^Retire/ }).click();
  await page.getByRole('alertdialog', { name: 'Retire this resource?' }).getByRole('button', { name: 'Retire' }).click();
  await expectToast(page, 'Resource retired');
  await expect(item.getByText('Retired', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: /^Restore/ }).click();
  await expectToast(page, 'Resource restored');
  await expect(item.getByText('Retired', { exact: true })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /^Retire/ })).toBeVisible();

  await item.getByRole('button', { name: /^Mark verified today/ }).click();
  await expectToast(page, 'Marked verified today');
  await expect(item).toContainText(`Checked ${today}`);
  await a11y(page);
});
