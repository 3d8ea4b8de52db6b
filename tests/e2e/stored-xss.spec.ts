import type { Page } from '@playwright/test';
import { test, expect, newPerson, signInAsAdmin, signUp } from './fixtures.ts';

const SCRIPT = '<script>window.__xss=1</script>';
const IMG = '<img src=x onerror="window.__xss=1">';
// A CSS locator: while a modal dialog is open, Radix hides the rest of the page (toasts included)
// from the accessibility tree; screen readers still hear the toast through its live region.
const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

/** The payloads are on the page as text, and nothing they carry became markup or ran. */
async function expectInert(page: Page, texts: string[]) {
  for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(page.locator('main img[src="x"], main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
}

test('stories, questions, answers and news containing script and HTML are shown as text and run nothing', async ({ page, browser, mailbox }) => {
  const id = `${Date.now()}`;
  const story = `My story ${id} ${SCRIPT} and ${IMG}`;
  const question = `My question ${id} ${IMG} ${SCRIPT}`;
  const answer = `The answer ${id} ${SCRIPT}\n- ${IMG}`;
  const title = `News ${id} ${IMG}`;
  const content = `Intro ${id} ${SCRIPT}\n\n- Item ${IMG}\n- <b>bold?</b>`;
  const dialogs: string[] = [];

  const person = await browser.newPage();
  person.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
  page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));

  await signUp(person, newPerson());
  await person.getByRole('region', { name: 'Share Your Story' }).getByLabel('Your story', { exact: true }).fill(story);
  await person.getByRole('button', { name: 'Share Story' }).click();
  await expect(toasts(person).getByText('Story Submitted', { exact: true })).toBeVisible();
  const box = person.getByRole('region', { name: 'Ask a Question' });
  await box.getByLabel('Your question', { exact: true }).fill(question);
  await box.getByLabel('Category').selectOption('general');
  await box.getByRole('button', { name: 'Submit Question' }).click();
  await expect(toasts(person).getByText('Question Submitted', { exact: true })).toBeVisible();

  await signInAsAdmin(page, mailbox, '/admin');
  const storyItem = page.getByTestId('admin-story').filter({ hasText: `My story ${id}` });
  await expectInert(page, [story]);
  await storyItem.getByRole('button', { name: /^Approve & Publish/ }).click();
  await expect(storyItem.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Questions' }).click();
  const questionItem = page.getByTestId('admin-question').filter({ hasText: `My question ${id}` });
  await expectInert(page, [question]);
  await questionItem.getByLabel('Answer', { exact: true }).fill(answer);
  await questionItem.getByRole('button', { name: 'Save Answer' }).click();
  await expect(toasts(page).getByText('Answer Saved', { exact: true })).toBeVisible();
  await questionItem.getByRole('button', { name: /^Approve & Publish/ }).click();
  await expect(questionItem.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'News', exact: true }).click();
  const form = page.getByRole('tabpanel');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt (optional)').fill(`Excerpt ${SCRIPT}`);
  await form.getByLabel('Article text').fill(content);
  await form.getByLabel('Publish').check();
  await form.getByRole('button', { name: 'Create Article' }).click();
  await expect(toasts(page).getByText('Article Created', { exact: true })).toBeVisible();
  await expectInert(page, [title]);

  await page.goto('/community');
  const stories = page.getByRole('region', { name: 'Community Stories', exact: true });
  await expect(stories.getByText(story)).toBeVisible();
  const qa = page.getByRole('region', { name: 'Questions & Answers' });
  await expect(qa.getByText(question)).toBeVisible();
  await expect(qa.getByText(`The answer ${id} ${SCRIPT}`)).toBeVisible();
  await expectInert(page, [story, question, IMG]);

  await page.goto('/news');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Intro ${id} ${SCRIPT}`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `Item ${IMG}` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '<b>bold?</b>' })).toBeVisible();
  await expect(page.locator('main b')).toHaveCount(0);
  await expectInert(page, [title, `Excerpt ${SCRIPT}`]);

  await page.goto('/');
  // The home page's news preview (loaded as the reader comes near it) shows titles as text too.
  const homeNews = page.getByRole('region', { name: 'Latest news' });
  await homeNews.scrollIntoViewIfNeeded();
  await expect(homeNews.locator('li a[href^="/news/"]').first()).toBeVisible();
  await expectInert(page, []);
  expect(dialogs).toEqual([]);
  await person.close();
});
