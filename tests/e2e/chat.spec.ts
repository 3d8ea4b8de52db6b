import type { Browser, Page } from '@playwright/test';
import { SSN_WARNING } from '#shared/contracts/chat.ts';
import { test, expect, newPerson, signUp, signInAsAdmin, type Person } from './fixtures.ts';

const ROOM = 'General Discussion';

/** A person in a browser of their own (own cookies), signed up and looking at /community. */
async function personInOwnBrowser(browser: Browser, baseURL: string | undefined, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUp(page, person, '/community');
  await expect(page).toHaveURL(/\/community$/);
  return page;
}

async function openRoom(page: Page, room = ROOM): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${room}`) }).click();
  await expect(page.getByRole('heading', { name: room, exact: true })).toBeVisible();
}

const messageField = (page: Page) => page.getByRole('textbox', { name: `Message to ${ROOM}` });
const messageLog = (page: Page) => page.getByRole('log', { name: `Messages in ${ROOM}` });
const unique = (text: string) => `${text} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('a visitor sees the chat preview in demo mode with a way to sign in', async ({ page, a11y }) => {
  await page.goto('/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community Support' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Community Chat Preview' })).toBeVisible();
  await expect(page.getByText('Demo Mode', { exact: true })).toBeVisible();
  for (const room of ['General Discussion', 'Chapter 7 Support', 'Chapter 13 Support', 'Legal Questions']) {
    await expect(page.getByText(room, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Sample messages' }).getByRole('listitem')).toHaveCount(3);
  const input = page.getByPlaceholder('Sign in to participate in chat...');
  await expect(input).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Join Our Community' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In to Chat' })).toHaveAttribute('href', /^\/api\/login\?returnTo=(%2F|\/)community$/);
  await a11y(page);

  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await a11y(page);
});

test('two signed-in people chat live: what one types appears for the other without a reload', async ({ browser, baseURL }) => {
  const alice = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Alice', lastName: 'Walker' }));
  const bob = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Bob', lastName: 'Stone' }));
  await expect(alice.getByText('Select a chat room to start chatting')).toBeVisible();
  await openRoom(alice);
  await openRoom(bob);
  await expect(alice.getByText('Online', { exact: true })).toBeVisible();
  await expect(bob.getByText('Online', { exact: true })).toBeVisible();

  // Enter sends; the field empties.
  const hello = unique('Hello from Alice');
  const send = alice.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await messageField(alice).fill(hello);
  await messageField(alice).press('Enter');
  await expect(messageField(alice)).toHaveValue('');
  const ownBubble = messageLog(alice).getByRole('listitem').filter({ hasText: hello });
  await expect(ownBubble).toHaveAttribute('data-own', 'true');

  // Bob sees it pushed, under Alice's display name (not her id), with an hour:minute time.
  const seenByBob = messageLog(bob).getByRole('listitem').filter({ hasText: hello });
  await expect(seenByBob).toBeVisible();
  await expect(seenByBob.getByText('Alice W.', { exact: true })).toBeVisible();
  await expect(seenByBob.locator('time')).toHaveText(/^\d{1,2}:\d{2} (AM|PM)$/);
  await expect(seenByBob).not.toHaveAttribute('data-own');

  // Shift+Enter starts a new line instead of sending; the message keeps it.
  const firstLine = unique('line one');
  await messageField(bob).fill(firstLine);
  await messageField(bob).press('Shift+Enter');
  await messageField(bob).pressSequentially('line two');
  await expect(messageField(bob)).toHaveValue(`${firstLine}\nline two`);
  await messageField(bob).press('Enter');
  await expect(messageField(bob)).toHaveValue('');
  const twoLines = messageLog(alice).getByTestId('chat-message-text').filter({ hasText: firstLine });
  await expect(twoLines).toBeVisible();
  expect(await twoLines.evaluate((element) => element.textContent)).toBe(`${firstLine}\nline two`);

  const rooms = (await (await bob.request.get('/api/chat-rooms')).json()) as Array<{ id: number; name: string }>;
  const roomId = rooms.find((room) => room.name === ROOM)!.id;
  const stored = (await (await bob.request.get(`/api/chat-messages/${roomId}`)).json()) as Array<{ message: string }>;
  expect(stored.map((m) => m.message)).toContain(`${firstLine}\nline two`);

  await alice.context().close();
  await bob.context().close();
});

test('a message that looks like a Social Security number is stopped before it is sent', async ({ page }) => {
  await signUp(page, newPerson(), '/community');
  await openRoom(page);
  const text = unique('my number is 123-45-6789, is that ok?');
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: SSN_WARNING })).toBeVisible();
  await expect(messageField(page)).toHaveValue(text);
  await expect(messageLog(page).getByText(text)).toHaveCount(0);
});

test('while the live channel is down the chat says Offline, polls, and is Online again when it is back', async ({ browser, baseURL }) => {
  const writer = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Wanda', lastName: 'Writer' }));
  const reader = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Rita', lastName: 'Reader' }));
  await reader.route('**/api/chat-events**', (route) => route.abort());
  await openRoom(writer);
  await openRoom(reader);
  await expect(reader.getByText('Offline', { exact: true })).toBeVisible();

  const text = unique('Sent while the reader polls');
  await messageField(writer).fill(text);
  await messageField(writer).press('Enter');
  await expect(messageLog(reader).getByText(text)).toBeVisible();
  await expect(messageLog(reader).getByText(text)).toHaveCount(1);

  await reader.unroute('**/api/chat-events**');
  await expect(reader.getByText('Online', { exact: true })).toBeVisible({ timeout: 20_000 });
  const after = unique('Sent once the reader is live again');
  await messageField(writer).fill(after);
  await messageField(writer).press('Enter');
  await expect(messageLog(reader).getByText(after)).toHaveCount(1);
  await expect(messageLog(reader).getByText(text)).toHaveCount(1);

  await writer.context().close();
  await reader.context().close();
});

test('a reported message that an admin hides disappears for everyone without a reload', async ({ browser, baseURL, mailbox }) => {
  const author = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Terry', lastName: 'Troll' }));
  const reader = await personInOwnBrowser(browser, baseURL, newPerson({ firstName: 'Rosa', lastName: 'Reporter' }));
  await openRoom(author);
  await openRoom(reader);

  const text = unique('Buy my miracle debt cure');
  await messageField(author).fill(text);
  await messageField(author).press('Enter');
  const bubble = messageLog(reader).getByRole('listitem').filter({ hasText: text });
  await expect(bubble).toBeVisible();

  await bubble.getByRole('button', { name: /Report/ }).click();
  const dialog = reader.getByRole('dialog', { name: 'Report this message' });
  await dialog.getByLabel('What is wrong with this message?').fill('Spam');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(reader.getByText('Report sent', { exact: true })).toBeVisible();

  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, mailbox, '/community');
  const reports = (await (await admin.request.get('/api/admin/chat-reports')).json()) as Array<{ id: number; messageId: number; message: string; reason: string }>;
  const report = reports.find((r) => r.message === text)!;
  expect(report.reason).toBe('Spam');
  const hidden = await admin.request.put(`/api/admin/chat-messages/${report.messageId}/hidden`, { data: { isHidden: true } });
  expect(hidden.ok()).toBe(true);

  await expect(messageLog(reader).getByText(text)).toHaveCount(0);
  await expect(messageLog(author).getByText(text)).toHaveCount(0);

  await adminContext.close();
  await author.context().close();
  await reader.context().close();
});

test('signed in, the community page passes the accessibility checks and fits a 360 px phone', async ({ page, a11y }) => {
  await signUp(page, newPerson(), '/community');
  await expect(page.getByText('Select a chat room to start chatting')).toBeVisible();
  await openRoom(page);
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
  await messageField(page).fill(unique('Checking how this looks'));
  await messageField(page).press('Enter');
  await expect(messageField(page)).toHaveValue('');
  await a11y(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  await openRoom(page);
  await expect(messageLog(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await a11y(page);
});

test('someone can change the name others see in chat', async ({ page }) => {
  await signUp(page, newPerson({ firstName: 'Nina', lastName: 'Name' }), '/community');
  await expect(page.getByText('Nina N.', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Change name' }).click();
  const dialog = page.getByRole('dialog', { name: 'Name others see' });
  // A name that passes for staff is refused on the field, in the shared contract's words.
  await dialog.getByLabel('Display name').fill('Adm1n');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This name is reserved for site staff. Please choose another.').first()).toBeVisible();
  await dialog.getByLabel('Display name').fill('Hopeful Filer');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Hopeful Filer', { exact: true }).first()).toBeVisible();
});

test('a message the server refuses shows Message Failed and keeps what was typed', async ({ page }) => {
  await signUp(page, newPerson({ firstName: 'Fay', lastName: 'Fail' }), '/community');
  await openRoom(page);
  await page.route('**/api/chat-messages', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable","code":"UNAVAILABLE"}' }) : route.fallback(),
  );
  const text = unique('This one will not go through');
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Message Failed', { exact: true })).toBeVisible();
  await expect(messageField(page)).toHaveValue(text);
  await expect(messageLog(page).getByText(text)).toHaveCount(0);
});

test('a subscriber finds the same live chat in the Resources page community-chat tab', async ({ page }) => {
  await signUp(page, newPerson({ firstName: 'Sam', lastName: 'Subscriber' }), '/community');
  const created = await (await page.request.post('/api/create-subscription', { data: {} })).json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret: created.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' },
  });
  expect(paid.ok()).toBe(true);
  await page.goto('/resources?tab=community-chat');
  await expect(page.getByRole('tab', { name: 'Community Chat' })).toHaveAttribute('aria-selected', 'true');
  await openRoom(page);
  const text = unique('Hello from the resources tab');
  await messageField(page).fill(text);
  await messageField(page).press('Enter');
  await expect(messageLog(page).getByRole('listitem').filter({ hasText: text })).toHaveAttribute('data-own', 'true');
  await expect(page.getByText('Online', { exact: true })).toBeVisible();
});
