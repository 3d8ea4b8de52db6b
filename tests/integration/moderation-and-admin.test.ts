import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { signIn, TestBrowser } from './support/browser.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInPerson>>;
/** Moves the app's clock ahead; sessions outlive the month a test skips. */
let clockOffsetMs = 0;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(Date.now() + clockOffsetMs), env: { SESSION_IDLE_HOURS: '2160', SESSION_MAX_DAYS: '365' } });
  admin = await signedInPerson(t, { admin: true, firstName: 'Ada', lastName: 'Admin' });
});
afterAll(async () => {
  await t?.close();
});

const visitor = () => new TestBrowser(t.app);

describe('stories and questions', () => {
  it('require sign-in and non-blank text within the limits', async () => {
    expect((await visitor().request('POST', '/api/user-stories', { json: { title: 'User Story', content: 'Hi' } })).statusCode).toBe(401);
    const { browser } = await signedInPerson(t);
    const blank = await browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Please write your story before sharing it.');
    const long = await browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: 'x'.repeat(5001) } });
    expect(long.json().message).toBe('Your story must be at most 5,000 characters.');
    const longQuestion = await browser.request('POST', '/api/questions', { json: { title: 'q', content: 'y'.repeat(1001), category: 'general' } });
    expect(longQuestion.json().message).toBe('Your question must be at most 1,000 characters.');
    const badCategory = await browser.request('POST', '/api/questions', { json: { title: 'q', content: 'Why?', category: 'taxes' } });
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().message).toBe('Choose a category for your question.');
  });

  it('are published only after an admin approves them; rejected ones stay hidden; answers show publicly', async () => {
    const author = await signedInPerson(t, { firstName: 'Rosa', lastName: 'Diaz' });
    const story = (await author.browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: 'Filing on my own worked out.' } })).json();
    expect(story).toMatchObject({ title: 'User Story', isApproved: false, isPublished: false });
    const q1 = (await author.browser.request('POST', '/api/questions', { json: { title: 'ignored', content: 'Do I list my car loan?', category: 'chapter7' } })).json();
    expect(q1.title).toBe('Do I list my car loan?');
    const q2 = (await author.browser.request('POST', '/api/questions', { json: { content: 'What is a 341 meeting?', category: 'general' } })).json();

    expect((await visitor().get('/api/community/stories')).json()).toEqual([]);
    expect((await author.browser.get('/api/admin/stories')).statusCode).toBe(403);

    const pending = (await admin.browser.get('/api/admin/stories')).json();
    expect(pending).toHaveLength(1);
    const approve = await admin.browser.request('PUT', `/api/admin/stories/${story.id}/status`, { json: { isApproved: true, isPublished: true } });
    expect(approve.json()).toMatchObject({ isApproved: true, isPublished: true });
    await admin.browser.request('PUT', `/api/admin/questions/${q1.id}/status`, { json: { isApproved: false, isPublished: false } });
    await admin.browser.request('PUT', `/api/admin/questions/${q2.id}/status`, { json: { isApproved: true, isPublished: true } });
    await admin.browser.request('PUT', `/api/admin/questions/${q2.id}/answer`, { json: { answer: 'It is the meeting with the trustee.' } });

    const stories = (await visitor().get('/api/community/stories')).json();
    expect(stories).toEqual([expect.objectContaining({ id: story.id, content: 'Filing on my own worked out.', authorName: 'Rosa D.' })]);
    const questions = (await visitor().get('/api/community/questions')).json();
    expect(questions).toEqual([expect.objectContaining({ id: q2.id, answer: 'It is the meeting with the trustee.' })]);

    const audit = (await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string; targetId: string; actorEmail: string }>;
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['story.approve', 'question.reject', 'question.approve', 'question.answer']));
    expect(audit.find((a) => a.action === 'story.approve')).toMatchObject({ targetId: String(story.id), actorEmail: admin.email });
  });

  it('answers 404 for moderating something that does not exist', async () => {
    const res = await admin.browser.request('PUT', '/api/admin/stories/99999/status', { json: { isApproved: true, isPublished: true } });
    expect(res.statusCode).toBe(404);
  });
});

describe('news administration', () => {
  it('creates drafts that only admins see, publishes them with a date, edits and deletes them', async () => {
    const empty = await admin.browser.request('POST', '/api/news', { json: { title: '  ', content: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a title');

    const draft = await admin.browser.request('POST', '/api/news', { json: { title: 'Court holiday hours', content: 'Courts close on federal holidays.', excerpt: '', isPublished: false } });
    expect(draft.statusCode).toBe(201);
    const article = draft.json();
    expect(article.publishedAt).toBeNull();
    expect((await visitor().get('/api/news')).json().some((a: { id: number }) => a.id === article.id)).toBe(false);
    expect((await visitor().get(`/api/news/${article.id}`)).statusCode).toBe(404);
    expect((await admin.browser.get('/api/admin/news')).json().some((a: { id: number }) => a.id === article.id)).toBe(true);

    const published = (await admin.browser.request('PUT', `/api/admin/news/${article.id}`, { json: { title: 'Court holiday hours', content: 'Courts close on federal holidays.', isPublished: true } })).json();
    expect(published.publishedAt).not.toBeNull();
    expect((await visitor().get(`/api/news/${article.id}`)).json().title).toBe('Court holiday hours');

    const unpublished = (await admin.browser.request('PUT', `/api/admin/news/${article.id}`, { json: { title: 'Court hours', content: 'Changed.', isPublished: false } })).json();
    expect(unpublished.publishedAt).toBe(published.publishedAt);
    expect((await visitor().get(`/api/news/${article.id}`)).statusCode).toBe(404);

    expect((await admin.browser.request('DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect((await admin.browser.request('DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(404);
  });

  it('gives admins the stored {{tokens}} to edit while readers see the figure in force', async () => {
    const text = 'The Chapter 7 filing fee is {{filingFee.chapter7}}.';
    const created = await admin.browser.request('POST', '/api/news', { json: { title: 'Fee today', content: text, isPublished: true } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const forEditing = (await admin.browser.get('/api/admin/news')).json().find((a: { id: number }) => a.id === id);
    expect(forEditing.content).toBe(text);
    const read = (await visitor().get(`/api/news/${id}`)).json();
    expect(read.content).not.toContain('{{');
    expect(read.content).toMatch(/^The Chapter 7 filing fee is \$\d+\.$/);
    expect((await admin.browser.request('DELETE', `/api/admin/news/${id}`)).statusCode).toBe(204);
  });

  it('refuses an article with a mistyped legal figure token instead of breaking the news page', async () => {
    const res = await admin.browser.request('POST', '/api/news', { json: { title: 'Fees', content: 'The fee is {{filingFee.chapter77}}.', isPublished: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Fix the legal figure tokens: \{\{filingFee\.chapter77\}\}/);
  });

  it('publishes an RSS feed of our own published articles with text escaped', async () => {
    await admin.browser.request('POST', '/api/news', { json: { title: 'Fees & waivers <explained>', content: 'Body text here.', excerpt: 'Short & sweet', isPublished: true } });
    const res = await visitor().get('/news/rss.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<title>Fees &amp; waivers &lt;explained&gt;</title>');
    expect(res.body).toContain('http://localhost:3000/news/');
  });
});

describe('user administration', () => {
  it('finds users by name or email, grants and revokes admin, and never removes the last admin', async () => {
    const other = await signedInPerson(t, { firstName: 'Zelda', lastName: 'Quartz' });
    const found = (await admin.browser.get('/api/admin/users?search=quartz')).json();
    expect(found).toEqual([expect.objectContaining({ id: other.userId, firstName: 'Zelda', isAdmin: false, subscriptionStatus: 'inactive' })]);
    expect((await admin.browser.get('/api/admin/users?search=zelda%20q')).json()).toHaveLength(1);

    const granted = await admin.browser.request('PUT', `/api/admin/users/${other.userId}/admin`, { json: { isAdmin: true } });
    expect(granted.json().isAdmin).toBe(true);
    expect((await other.browser.get('/api/admin/users')).statusCode).toBe(200);
    await admin.browser.request('PUT', `/api/admin/users/${other.userId}/admin`, { json: { isAdmin: false } });
    expect((await other.browser.get('/api/admin/users')).statusCode).toBe(403);

    const last = await admin.browser.request('PUT', `/api/admin/users/${admin.userId}/admin`, { json: { isAdmin: false } });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe('This is the last admin. Make someone else an admin first.');
    expect((await admin.browser.get('/api/admin/users?search=x')).statusCode).toBe(200);
  });

  it('shows each user\'s real subscription status, as billing rules it', async () => {
    const subscribe = async (browser: TestBrowser) => {
      const created = (await browser.request('POST', '/api/create-subscription', { json: {} })).json();
      const paid = await browser.request('POST', '/api/test-payments/confirm', { json: { clientSecret: created.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', zip: '60601' } });
      expect(paid.statusCode).toBe(200);
    };
    const member = await signedInPerson(t, { firstName: 'Mona', lastName: 'Member' });
    await subscribe(member.browser);
    const leaving = await signedInPerson(t, { firstName: 'Leo', lastName: 'Leaving' });
    await subscribe(leaving.browser);
    expect((await leaving.browser.request('POST', '/api/subscription/cancel')).statusCode).toBe(200);
    const never = await signedInPerson(t, { firstName: 'Nina', lastName: 'Never' });
    const statusOf = async (userId: string) => ((await admin.browser.get('/api/admin/users')).json() as Array<{ id: string; subscriptionStatus: string }>).find((u) => u.id === userId)?.subscriptionStatus;

    expect(await statusOf(member.userId)).toBe('active');
    expect(await statusOf(leaving.userId)).toBe('active');
    expect(await statusOf(never.userId)).toBe('inactive');
    // Past the end of the paid month: the cancelled membership has ended even before anyone asks billing.
    clockOffsetMs = 32 * 86_400_000;
    try {
      expect(await statusOf(leaving.userId)).toBe('inactive');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('disabling an account ends its sessions and stops it signing in', async () => {
    const person = await signedInPerson(t);
    expect((await person.browser.get('/api/auth/user')).statusCode).toBe(200);
    const res = await admin.browser.request('PUT', `/api/admin/users/${person.userId}/disabled`, { json: { isDisabled: true } });
    expect(res.json().isDisabled).toBe(true);
    expect((await person.browser.get('/api/auth/user')).statusCode).toBe(401);
    const again = await signIn(new TestBrowser(t.app), person.email, 'a good long password');
    expect(again.response.statusCode).toBe(403);
    expect(again.response.body).toContain('This account has been disabled');
    const audit = (await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string; targetId: string }>;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'user.disable', targetId: person.userId }));
  });

  it('refuses a malformed user id with 400', async () => {
    const res = await admin.browser.request('PUT', '/api/admin/users/not-a-uuid/admin', { json: { isAdmin: true } });
    expect(res.statusCode).toBe(400);
  });
});

describe('FAQ management', () => {
  it('creates, edits, reorders and deletes FAQs, and the public list follows', async () => {
    const created = await admin.browser.request('POST', '/api/admin/faqs', { json: { category: 'Forms', question: 'Where do I get Form 101?', answer: 'From uscourts.gov.' } });
    expect(created.statusCode).toBe(201);
    const faq = created.json();
    let publicList = (await visitor().get('/api/faqs')).json() as Array<{ id: number; category: string; question: string }>;
    const forms = publicList.filter((f) => f.category === 'Forms');
    expect(forms.at(-1)!.id).toBe(faq.id);

    await admin.browser.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: 'Forms', question: 'Where can I get Form 101?', answer: 'From uscourts.gov. It costs nothing.' } });
    const newOrder = [faq.id, ...forms.filter((f) => f.id !== faq.id).map((f) => f.id)];
    const partial = await admin.browser.request('PUT', '/api/admin/faqs/order', { json: { category: 'Forms', ids: [faq.id] } });
    expect(partial.statusCode).toBe(400);
    expect((await admin.browser.request('PUT', '/api/admin/faqs/order', { json: { category: 'Forms', ids: newOrder } })).statusCode).toBe(200);
    publicList = (await visitor().get('/api/faqs')).json();
    expect(publicList.filter((f) => f.category === 'Forms').map((f) => f.id)).toEqual(newOrder);
    expect(publicList.find((f) => f.id === faq.id)!.question).toBe('Where can I get Form 101?');

    expect((await admin.browser.request('DELETE', `/api/admin/faqs/${faq.id}`)).statusCode).toBe(204);
    expect((await visitor().get('/api/faqs')).json().some((f: { id: number }) => f.id === faq.id)).toBe(false);
  });
});
