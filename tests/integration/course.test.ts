import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CONTENT_DIR, LessonFilesError } from '#server/modules/course/lesson-library.ts';
import { adminCourseStatsSchema, courseOutlineSchema, courseProgressSchema, lessonProgressResponseSchema, lessonResponseSchema, myCoursesSchema } from '#shared/contracts/course.ts';
import { buildTestApp, createTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';
import { courseLessonProgress } from '#server/db/schema/index.ts';
import { courseEnrollee, premiumMember, signedInPerson } from './support/people.ts';
import { TestBrowser } from './support/browser.ts';

let t: TestApp;
let now = new Date('2026-11-26T15:00:00Z');
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => {
  await t?.close();
});

const card = (clientSecret: string) => ({ clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', zip: '60601' });

const enrolledPerson = () => courseEnrollee(t);

const LESSON = '/api/courses/chapter7/lessons/is-bankruptcy-right-for-me';
const progressOf = (lessonId: string) => `/api/courses/chapter7/lessons/${lessonId}/progress`;

describe('the lesson files at start', () => {
  it('refuses to build the app when a lesson file is broken, naming the file and the mistake', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lessons-'));
    fs.cpSync(COURSE_CONTENT_DIR, dir, { recursive: true });
    const file = path.join(dir, 'chapter7', '06-filing-and-the-fee.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('- [x] Official Form 103A', '- [ ] Official Form 103A'));
    const database = await createTestDatabase({ seed: false });
    try {
      const build = buildTestApp(testConfig(), { database: database.handle, courseContentDir: dir });
      await expect(build).rejects.toThrow(LessonFilesError);
      await expect(build).rejects.toThrow(/chapter7\/06-filing-and-the-fee\.md: question 1 needs exactly one right choice/);
    } finally {
      await database.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('who may open the course', () => {
  it('shows everyone the outline, with the price from the catalog and no lesson text', async () => {
    const res = await new TestBrowser(t.app).get('/api/courses/chapter7/outline');
    expect(res.statusCode).toBe(200);
    const outline = courseOutlineSchema.parse(res.json());
    expect(outline).toMatchObject({ courseType: 'chapter7', name: 'Chapter 7 Online Course', priceCents: 8900, listPriceCents: 19900 });
    expect(outline.lessons.map((l) => l.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(outline.lessons[0]).toMatchObject({ id: 'is-bankruptcy-right-for-me', title: 'Is bankruptcy right for me?' });
    expect(res.body).not.toContain('Check your understanding');
    expect((await new TestBrowser(t.app).get('/api/courses/chapter9/outline')).statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 403 with a clear message to a signed-in person who did not enroll', async () => {
    const visitor = new TestBrowser(t.app);
    expect((await visitor.get(LESSON)).statusCode).toBe(401);
    expect((await visitor.request('PUT', progressOf('means-test'), { json: { position: 'questions' } })).statusCode).toBe(401);

    const { browser } = await signedInPerson(t);
    for (const res of [await browser.get(LESSON), await browser.get('/api/courses/chapter7/progress'), await browser.request('PUT', progressOf('means-test'), { json: { position: 'questions' } })]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'The lessons are for people enrolled in this course. Enroll on the course page to open them.' });
    }
    // Their own summary is simply empty.
    expect(myCoursesSchema.parse((await browser.get('/api/course-progress')).json())).toEqual({ courses: [] });
  });

  it('keeps the lessons closed after an unpaid or declined checkout, and to a premium member who did not enroll', async () => {
    const declined = await signedInPerson(t);
    const checkout = (await declined.browser.request('POST', '/api/enroll-course', { json: { courseType: 'chapter7', amount: 8900 } })).json();
    expect(checkout).toMatchObject({ status: 'requires_payment', amountCents: 8900 });
    expect((await declined.browser.get(LESSON)).statusCode).toBe(403);
    const refused = await declined.browser.request('POST', '/api/test-payments/confirm', { json: { ...card(checkout.clientSecret), cardNumber: '4000000000000002' } });
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect((await declined.browser.get(LESSON)).statusCode).toBe(403);
    expect((await declined.browser.request('PUT', progressOf('means-test'), { json: { position: 'questions' } })).statusCode).toBe(403);

    const member = await premiumMember(t);
    expect((await member.get(LESSON)).statusCode).toBe(403);
    expect(myCoursesSchema.parse((await member.get('/api/course-progress')).json())).toEqual({ courses: [] });
  });

  it('opens every lesson to someone who paid, figures filled from the data module', async () => {
    const { browser } = await enrolledPerson();
    const res = await browser.get('/api/courses/chapter7/lessons/filing-and-the-fee');
    expect(res.statusCode).toBe(200);
    const { lesson, progress, course } = lessonResponseSchema.parse(res.json());
    expect(lesson).toMatchObject({ number: 6, title: 'Filing, the fee, fee waiver and installments', previousLesson: { id: 'filling-out-the-forms' }, nextLesson: { id: 'meeting-of-creditors' } });
    expect(lesson.sections.map((s) => s.html).join('')).toContain('The Chapter 7 filing fee is $338.');
    expect(lesson.figureSources.length).toBeGreaterThan(0);
    expect(lesson.questions[0]!.choices.length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual({ lessonId: 'filing-and-the-fee', position: null, answers: {}, completedAt: null });
    expect(course).toMatchObject({ lessonCount: 8, completedCount: 0, currentLesson: { id: 'is-bankruptcy-right-for-me', number: 1 } });
    expect((await browser.get('/api/courses/chapter7/lessons/no-such-lesson')).statusCode).toBe(404);
    expect((await browser.get('/api/courses/chapter7/lessons/Bad%20Id')).statusCode).toBe(400);
  });
});

describe('progress', () => {
  it('saves the step and answers, finishes a lesson, and resumes at the next one', async () => {
    const { browser } = await enrolledPerson();
    const { lesson } = lessonResponseSchema.parse((await browser.get(LESSON)).json());

    // Halfway through lesson 1.
    const step = await browser.request('PUT', progressOf(lesson.id), { json: { position: lesson.sections[1]!.id } });
    expect(step.statusCode).toBe(200);
    expect(lessonProgressResponseSchema.parse(step.json()).course.currentLesson).toMatchObject({ id: lesson.id, number: 1 });

    // Finishing needs every question answered.
    const [q1, q2, q3] = lesson.questions.map((q) => q.id);
    const early = await browser.request('PUT', progressOf(lesson.id), { json: { answers: { [q1!]: 'b' }, completed: true } });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ message: 'Answer every question before you finish the lesson.', issues: [{ path: `answers.${q2}` }, { path: `answers.${q3}` }] });

    const answers = Object.fromEntries(lesson.questions.map((q) => [q.id, q.correctChoiceId]));
    later(5);
    const done = lessonProgressResponseSchema.parse((await browser.request('PUT', progressOf(lesson.id), { json: { position: 'next-steps', answers, completed: true } })).json());
    expect(done.progress).toEqual({ lessonId: lesson.id, position: 'next-steps', answers, completedAt: now.toISOString() });
    expect(done.course).toMatchObject({ completedCount: 1, currentLesson: { id: 'credit-counseling', number: 2 }, completedAt: null });

    // Coming back later: the same place, on the home page's summary too.
    later(60);
    const again = lessonResponseSchema.parse((await browser.get(LESSON)).json());
    expect(again.progress).toMatchObject({ position: 'next-steps', answers });
    const mine = myCoursesSchema.parse((await browser.get('/api/course-progress')).json());
    expect(mine.courses).toEqual([expect.objectContaining({ courseType: 'chapter7', lessonCount: 8, completedCount: 1, currentLesson: expect.objectContaining({ number: 2 }) })]);

    // Opening lesson 3 makes it the one to continue.
    await browser.request('PUT', progressOf('means-test'), { json: { position: 'step-1-your-household' } });
    expect(courseProgressSchema.parse((await browser.get('/api/courses/chapter7/progress')).json()).currentLesson).toMatchObject({ id: 'means-test', number: 3 });
  });

  it('refuses steps, questions and choices the lesson does not have', async () => {
    const { browser } = await enrolledPerson();
    const bad = async (json: unknown) => browser.request('PUT', progressOf('means-test'), { json });
    expect((await bad({ position: 'nowhere' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'This lesson has no such step.' });
    const { lesson } = lessonResponseSchema.parse((await browser.get('/api/courses/chapter7/lessons/means-test')).json());
    expect((await bad({ answers: { q9: 'a' } })).json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: 'answers.q9' }] });
    expect((await bad({ answers: { [lesson.questions[0]!.id]: 'z' } })).json()).toMatchObject({ message: 'Choose one of the answers given.' });
    expect((await bad({ completed: 'yes' })).statusCode).toBe(400);
    expect((await bad({ extra: 1 })).statusCode).toBe(400);
    expect((await browser.request('PUT', progressOf('no-such-lesson'), { json: { position: 'questions' } })).statusCode).toBe(404);
  });

  it('drops answers saved for questions that have since changed, instead of scoring them', async () => {
    const { browser, userId } = await enrolledPerson();
    const { lesson } = lessonResponseSchema.parse((await browser.get(LESSON)).json());
    const [q1, q2, q3] = lesson.questions;
    // Saved before an editor reworded a question (its id then was another) and dropped a choice of q3.
    const stale = { 'q1-0badc0de': q1!.correctChoiceId, [q2!.id]: q2!.correctChoiceId, [q3!.id]: 'z' };
    await t.database.handle.db
      .insert(courseLessonProgress)
      .values({ userId, courseType: 'chapter7', lessonId: lesson.id, position: 'questions', answers: stale, createdAt: now, updatedAt: now });

    const read = lessonResponseSchema.parse((await browser.get(LESSON)).json());
    expect(read.progress.answers).toEqual({ [q2!.id]: q2!.correctChoiceId });
    expect(read.course.lessons.find((l) => l.lessonId === lesson.id)!.answers).toEqual({ [q2!.id]: q2!.correctChoiceId });

    // The dropped answers do not count towards finishing the lesson: those questions are asked again.
    const finish = await browser.request('PUT', progressOf(lesson.id), { json: { completed: true } });
    expect(finish.statusCode).toBe(400);
    expect(finish.json()).toMatchObject({ issues: [{ path: `answers.${q1!.id}` }, { path: `answers.${q3!.id}` }] });
    const answers = { [q1!.id]: q1!.correctChoiceId, [q2!.id]: q2!.correctChoiceId, [q3!.id]: q3!.correctChoiceId };
    expect(lessonProgressResponseSchema.parse((await browser.request('PUT', progressOf(lesson.id), { json: { answers, completed: true } })).json()).progress.answers).toEqual(answers);
  });

  it('keeps one person’s progress apart from another’s', async () => {
    const a = await enrolledPerson();
    const b = await enrolledPerson();
    const { lesson } = lessonResponseSchema.parse((await a.browser.get('/api/courses/chapter7/lessons/means-test')).json());
    expect((await a.browser.request('PUT', progressOf('means-test'), { json: { position: 'questions', answers: { [lesson.questions[0]!.id]: 'a' } } })).statusCode).toBe(200);
    expect(lessonResponseSchema.parse((await b.browser.get('/api/courses/chapter7/lessons/means-test')).json()).progress).toMatchObject({ position: null, answers: {} });
  });
});

describe('admin counts', () => {
  it('counts enrollments, people who started and finishers per lesson and of the whole course', async () => {
    const stats = async (browser: TestBrowser) => adminCourseStatsSchema.parse((await browser.get('/api/admin/courses')).json()).courses[0]!;
    const admin = await signedInPerson(t, { admin: true });
    const before = await stats(admin.browser);

    const finisher = await enrolledPerson();
    const outline = courseOutlineSchema.parse((await finisher.browser.get('/api/courses/chapter7/outline')).json());
    for (const summary of outline.lessons) {
      const { lesson } = lessonResponseSchema.parse((await finisher.browser.get(`/api/courses/chapter7/lessons/${summary.id}`)).json());
      const answers = Object.fromEntries(lesson.questions.map((q) => [q.id, q.choices[0]!.id]));
      expect((await finisher.browser.request('PUT', progressOf(summary.id), { json: { answers, completed: true } })).statusCode).toBe(200);
    }
    const progress = courseProgressSchema.parse((await finisher.browser.get('/api/courses/chapter7/progress')).json());
    expect(progress).toMatchObject({ completedCount: 8, currentLesson: null, completedAt: now.toISOString() });

    const starter = await enrolledPerson();
    await starter.browser.request('PUT', progressOf('is-bankruptcy-right-for-me'), { json: { position: 'questions' } });
    await enrolledPerson();

    const after = await stats(admin.browser);
    expect(after.enrollments - before.enrollments).toBe(3);
    expect(after.started - before.started).toBe(2);
    expect(after.completed - before.completed).toBe(1);
    expect(after.lessons.find((l) => l.id === 'after-filing')!.completed - before.lessons.find((l) => l.id === 'after-filing')!.completed).toBe(1);

    expect((await finisher.browser.get('/api/admin/courses')).statusCode).toBe(403);
  });
});
