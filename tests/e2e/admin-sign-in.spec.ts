import { test, expect, signInAsAdmin } from './fixtures.ts';

test('the admin listed in ADMIN_EMAILS confirms their email from the message and then sees the Admin button', async ({ page, mailbox }) => {
  await signInAsAdmin(page, mailbox, '/');
  await expect(page.getByRole('link', { name: /Admin/ }).first()).toBeVisible();
  const me = await page.request.get('/api/auth/user');
  expect((await me.json()).isAdmin).toBe(true);
});
