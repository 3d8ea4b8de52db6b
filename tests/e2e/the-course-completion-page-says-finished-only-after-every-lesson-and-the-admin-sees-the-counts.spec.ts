import type { Page } from '@playwright/test';
import { test, expect, newPerson, signInAsAdmin, signOut, signUp } from './fixtures.ts';

const COURSE_API = '/api/courses/chapter7';
const UST_DEBTOR_EDUCATION_LIST = 'https://www.justice.gov/ust/list-approved-providers-personal-financial-management-instructional-courses-debtor-education';

/** Pays the $89 with the test card through the API (the Enroll dialog has its own spec). */
async function enroll(page: Page): Promise<void> {
  const checkout = await (await page.request.post('/api/enroll-course', { data: { courseType: 'chapter7', amount: 8900 } })).json();
  const paid = await page.request.post('/api/test-payments/confirm', { data: { clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', zip: '60601' } });
  expect(paid.status()).toBe(200);
}

/** Answers every question of `lessonIds` (the right answer) and finishes each, through the API. */
async function finishLessons(page: Page, lessonIds: readonly string[]): Promise<void> {
  for (const id of lessonIds) {
    const { lesson } = await (await page.request.get(`${COURSE_API}/lessons/${id}`)).json();
    const answers = Object.fromEntries(lesson.questions.map((q: { id: string; correctChoiceId: string }) => [q.id, q.correctChoiceId]));
    expect((await page.request.put(`${COURSE_API}/lessons/${id}/progress`, { data: { answers, completed: true } })).status()).toBe(200);
  }
}

test.describe('the course completion page and the admin counts (issue 24)', () => {
  test('the completion page says the course is finished only after every lesson, and always what it is not', async ({ page, mailbox, a11y }) => {
    await signUp(page, newPerson(), '/course');
    await enroll(page);
    const outline = await (await page.request.get(`${COURSE_API}/outline`)).json();
    const lessonIds: string[] = outline.lessons.map((l: { id: string }) => l.id);
    await finishLessons(page, lessonIds.slice(0, -1));

    // One lesson left: no claim of completion, where to continue, and what the course is not.
    await page.goto('/course?lesson=complete');
    await expect(page.getByRole('heading', { level: 1, name: 'The course is not finished yet' })).toBeVisible();
    await expect(page.getByText(`You have finished ${lessonIds.length - 1} of ${lessonIds.length} lessons.`)).toBeVisible();
    await expect(page.getByText(/You finished the course|Well done/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Continue: Lesson ${lessonIds.length}, ${outline.lessons.at(-1).title}` })).toBeVisible();
    await expect(page.getByText('it does not count as the credit counseling or the debtor education course the court requires', { exact: false })).toBeVisible();
    await a11y(page);

    await finishLessons(page, lessonIds.slice(-1));
    await page.goto('/course?lesson=complete');
    await expect(page.getByRole('heading', { level: 1, name: 'You finished the course' })).toBeVisible();
    await expect(page.getByText('Finishing this course does not give you that certificate.', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: "The U.S. Trustee Program's list of approved debtor education providers" })).toHaveAttribute('href', UST_DEBTOR_EDUCATION_LIST);
    await expect(page.getByText('In Alabama and North Carolina, use the Bankruptcy Administrator list', { exact: false })).toBeVisible();
    await a11y(page);

    // The admin's Course tab shows the server's counts, this finisher among them, and no one's name.
    await signOut(page);
    await signInAsAdmin(page, mailbox, '/admin');
    await page.getByRole('tab', { name: 'Course', exact: true }).click();
    const stats = (await (await page.request.get('/api/admin/courses')).json()).courses[0];
    expect(stats.completed).toBeGreaterThanOrEqual(1);
    const panel = page.getByRole('region', { name: stats.name });
    await expect(panel.getByTestId('courseApp.admin.enrollments')).toHaveText(String(stats.enrollments));
    await expect(panel.getByTestId('courseApp.admin.completed')).toHaveText(String(stats.completed));
    await expect(panel.getByRole('row')).toHaveCount(lessonIds.length + 1);
    await expect(panel.getByRole('row', { name: new RegExp(`^${lessonIds.length}\\. ${outline.lessons.at(-1).title}`) })).toBeVisible();
    await a11y(page);
  });
});
