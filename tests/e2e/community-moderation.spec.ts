import type { Page } from '@playwright/test';
import { test, expect, newPerson, signIn, signInAsAdmin, signUp, type Person } from './fixtures.ts';
import { expectToast, holdRequest, unique } from './support/toasts.ts';
import { recordToastsAndStatus, seenTexts, watchSignInFlow } from './unauthorized-flow.ts';

const MEMBER_NAME = { firstName: 'Lena', lastName: 'Park' };

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

const storyBox = (page: Page) => page.getByRole('region', { name: 'Share Your Story' });
const questionBox = (page: Page) => page.getByRole('region', { name: 'Ask a Question' });

async function shareStory(page: Page, text: string) {
  await storyBox(page).getByLabel('Your story', { exact: true }).fill(text);
  await storyBox(page).getByRole('button', { name: 'Share Story' }).click();
  await expectToast(page, 'Story Submitted', /submitted for review/);
}

async function askQuestion(page: Page, text: string, category: 'General' | 'Chapter 7' | 'Chapter 13' | 'Forms') {
  await questionBox(page).getByLabel('Your question', { exact: true }).fill(text);
  await questionBox(page).getByLabel('Category').selectOption({ label: category });
  await questionBox(page).getByRole('button', { name: 'Submit Question' }).click();
  await expectToast(page, 'Question Submitted', /submitted for review/);
}

test.describe('share a story and ask a question', () => {
  test('the story box stays disabled while blank, counts characters, shows Sharing... and empties after success', async ({ page, a11y }) => {
    await signInAsMember(page);
    const box = storyBox(page);
    const text = box.getByLabel('Your story', { exact: true });
    const submit = box.getByRole('button', { name: 'Share Story' });
    await expect(submit).toBeDisabled();
    await text.fill('   \n  ');
    await expect(submit).toBeDisabled();
    await text.fill('We kept our house.');
    await expect(box.getByText('18 / 5,000 characters')).toBeVisible();
    await expect(text).toHaveAttribute('maxlength', '5000');
    await a11y(page);

    const held = await holdRequest(page, '**/api/user-stories');
    await submit.click();
    await expect(box.getByRole('button', { name: 'Sharing...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Story Submitted', 'Thank you for sharing. Your story was submitted for review and will appear once our team approves it.');
    await expect(text).toHaveValue('');
  });

  test('the question box needs text and a category, says which is missing, shows Submitting... and empties after success', async ({ page }) => {
    await signInAsMember(page);
    const box = questionBox(page);
    const text = box.getByLabel('Your question', { exact: true });
    const category = box.getByLabel('Category');
    const submit = box.getByRole('button', { name: 'Submit Question' });
    await expect(submit).toBeDisabled();
    await text.fill('Can I keep my car?');
    // No grey button without a reason: a missing category is said next to the list and in the summary.
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(box.getByRole('alert').filter({ hasText: 'There is a problem' }).getByRole('link')).toHaveText(['Choose a category for your question.']);
    await expect(category).toHaveAccessibleDescription('Choose a category for your question.');
    await expect(category.locator('option')).toHaveText(['Choose a category', 'General', 'Chapter 7', 'Chapter 13', 'Forms']);
    await category.selectOption({ label: 'Chapter 7' });
    await expect(category).not.toHaveAttribute('aria-invalid');
    await text.fill('  ');
    await expect(submit).toBeDisabled();
    await text.fill('Can I keep my car?');

    const held = await holdRequest(page, '**/api/questions');
    await submit.click();
    await expect(box.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.release();
    await expectToast(page, 'Question Submitted');
    await expect(text).toHaveValue('');
    await expect(category).toHaveValue('');
  });

  test('failed submissions show the spec messages and keep the text', async ({ page }) => {
    await signInAsMember(page);
    await page.route('**/api/user-stories', (route) => route.fulfill({ status: 500, body: '' }));
    await page.route('**/api/questions', (route) => route.fulfill({ status: 500, body: '' }));
    await storyBox(page).getByLabel('Your story', { exact: true }).fill('A story');
    await storyBox(page).getByRole('button', { name: 'Share Story' }).click();
    await expectToast(page, 'Error', 'Failed to submit story. Please try again.');
    await expect(storyBox(page).getByLabel('Your story', { exact: true })).toHaveValue('A story');

    await questionBox(page).getByLabel('Your question', { exact: true }).fill('A question');
    await questionBox(page).getByLabel('Category').selectOption({ label: 'Forms' });
    await questionBox(page).getByRole('button', { name: 'Submit Question' }).click();
    await expectToast(page, 'Error', 'Failed to submit question. Please try again.');
  });

  test('someone whose session ended is told and sent to sign in after half a second', async ({ page }) => {
    await recordToastsAndStatus(page);
    await signInAsMember(page);
    await expect(storyBox(page)).toBeVisible();
    await page.context().clearCookies();
    await storyBox(page).getByLabel('Your story', { exact: true }).fill('A story after my session ended');
    const signIn = watchSignInFlow(page);
    await storyBox(page).getByRole('button', { name: 'Share Story' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await signIn.expectToastThenSignIn({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', minDelayMs: 400 });
  });

  test('a visitor asking a question on /community is told to sign in and lands on the sign-in page', async ({ page, a11y }) => {
    await recordToastsAndStatus(page);
    await page.goto('/community');
    await expect(questionBox(page)).toBeVisible();
    await a11y(page);
    await questionBox(page).getByLabel('Your question', { exact: true }).fill('How long does Chapter 7 take?');
    await questionBox(page).getByLabel('Category').selectOption({ label: 'Chapter 7' });
    // Known to be a visitor, the page asks to sign in before sending (no 401 round trip).
    const signIn = page.waitForRequest('**/api/login**');
    await questionBox(page).getByRole('button', { name: 'Submit Question' }).click();
    expect((await signIn).url()).toContain('returnTo=%2Fcommunity');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const seen = await seenTexts(page);
    expect(seen.some((entry) => entry.text.includes('Sign in to share') && entry.text.includes('What you wrote is kept in this browser tab.'))).toBe(true);
  });
});

test.describe('moderation', () => {
  test('a person shares stories and questions; the admin approves, rejects and answers; the public lists show exactly what was approved', async ({
    page,
    browser,
    mailbox,
    a11y,
  }) => {
    const id = unique();
    const kept = `We filed Chapter 7 with two kids and kept our car. ${id}\nIt was hard, but worth it.`;
    const dropped = `Call my cousin at 555-0100 for help. ${id}`;
    const rejectedQuestion = `Is my trustee allowed to call my boss? ${id}`;
    const answeredQuestion = `Do I list my tax refund on Schedule A/B? ${id}`;
    const answer = `Yes. A tax refund you expect is property, so list it on Schedule A/B. ${id}`;

    await signInAsMember(page);
    await shareStory(page, kept);
    await shareStory(page, dropped);
    await askQuestion(page, rejectedQuestion, 'General');
    await askQuestion(page, answeredQuestion, 'Chapter 13');

    // Nothing is public before review; the person sees their own four posts, under "Your posts" only.
    await page.goto('/community');
    await expect(page.getByRole('heading', { name: 'Community Stories', exact: true })).toBeVisible();
    await expect(page.getByTestId('your-posts').getByText(id)).toHaveCount(4);
    await expect(page.getByText(id)).toHaveCount(4);

    // A context of its own (axe needs one) for the admin, beside the person's page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin, mailbox, '/admin');
    const keptItem = admin.getByTestId('admin-story').filter({ hasText: kept.split('\n')[0]! });
    const droppedItem = admin.getByTestId('admin-story').filter({ hasText: dropped });
    await expect(keptItem.getByText('Draft', { exact: true })).toBeVisible();
    await expect(keptItem.getByText('Lena P.', { exact: true })).toBeVisible();
    await keptItem.getByRole('button', { name: /^Approve & Publish/ }).click();
    await expectToast(admin, 'Story Updated');
    await expect(keptItem.getByText('Published', { exact: true })).toBeVisible();
    await expect(keptItem.getByRole('button', { name: /^Approve & Publish/ })).toHaveCount(0);
    await expect(keptItem.getByRole('button', { name: /^Reject/ })).toBeVisible();
    await droppedItem.getByRole('button', { name: /^Reject/ }).click();
    await expectToast(admin, 'Story Updated');
    await expect(droppedItem.getByText('Draft', { exact: true })).toBeVisible();

    await admin.getByRole('tab', { name: 'Questions' }).click();
    const rejectedItem = admin.getByTestId('admin-question').filter({ hasText: rejectedQuestion });
    const answeredItem = admin.getByTestId('admin-question').filter({ hasText: answeredQuestion });
    await expect(answeredItem.getByText('Chapter 13', { exact: true })).toBeVisible();
    await rejectedItem.getByRole('button', { name: /^Reject/ }).click();
    await expectToast(admin, 'Question Updated');
    await answeredItem.getByLabel('Answer', { exact: true }).fill(answer);
    await answeredItem.getByRole('button', { name: 'Save Answer' }).click();
    await expectToast(admin, 'Answer Saved');
    await answeredItem.getByRole('button', { name: /^Approve & Publish/ }).click();
    await expectToast(admin, 'Question Updated');
    await expect(answeredItem.getByText('Published', { exact: true })).toBeVisible();
    await expect(answeredItem.getByLabel('Answer', { exact: true })).toHaveValue(answer);
    await a11y(admin);

    await page.reload();
    const stories = page.getByRole('region', { name: 'Community Stories', exact: true });
    const qa = page.getByRole('region', { name: 'Questions & Answers' });
    const story = stories.getByRole('article').filter({ hasText: id });
    await expect(story).toHaveCount(1);
    await expect(story).toContainText('Lena P.');
    // Line breaks are kept.
    await expect(story.locator('p').last()).toHaveText(kept);
    await expect(story.locator('p').last()).toHaveCSS('white-space', 'pre-line');
    await expect(stories.getByText(dropped)).toHaveCount(0);
    const question = qa.getByRole('article').filter({ hasText: id });
    await expect(question).toHaveCount(1);
    await expect(question).toContainText(answeredQuestion);
    await expect(question).toContainText('Chapter 13');
    await expect(question).toContainText(answer);
    await expect(qa.getByText(rejectedQuestion)).toHaveCount(0);
    await a11y(page);
    await adminContext.close();
  });

  test('moderation failures and empty lists show the spec texts', async ({ page, mailbox }) => {
    await signInAsAdmin(page, mailbox, '/admin');
    await page.route('**/api/admin/stories', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.route('**/api/admin/questions', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.route('**/api/admin/news', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.reload();
    await expect(page.getByText('No user stories submitted yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Questions' }).click();
    await expect(page.getByText('No questions submitted yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'News', exact: true }).click();
    await expect(page.getByText('No news articles created yet.')).toBeVisible();
    await page.unrouteAll();

    const story = { id: 1, title: 'User Story', content: 'A pending story', isApproved: false, isPublished: false, authorName: 'Sam R.', createdAt: new Date().toISOString() };
    const question = { ...story, content: 'A pending question', category: 'forms', answer: null, answeredAt: null };
    await page.route('**/api/admin/stories', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([story]) }));
    await page.route('**/api/admin/questions', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([question]) }));
    await page.route('**/api/admin/*/1/status', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await page.getByRole('tab', { name: 'User Stories' }).click();
    await page.getByTestId('admin-story').getByRole('button', { name: /^Approve & Publish/ }).click();
    await expectToast(page, 'Failed to update story status.');
    await page.getByRole('tab', { name: 'Questions' }).click();
    await page.getByTestId('admin-question').getByRole('button', { name: /^Reject/ }).click();
    await expectToast(page, 'Failed to update question status.');
  });
});
