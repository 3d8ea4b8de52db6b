import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownPostsSchema } from '#shared/contracts/community.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { TestBrowser } from './support/browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('the page to return to after paying for the membership', () => {
  it.each([
    ['/assessment', '/assessment'],
    ['/documents?tab=packages#start', '/documents?tab=packages#start'],
    [undefined, '/resources'],
    ['https://evil.example/phish', '/resources'],
    ['//evil.example', '/resources'],
    ['/\\evil.example', '/resources'],
    ['/..//evil.example', '/resources'],
    ['javascript:alert(1)', '/resources'],
    ['/api/logout', '/resources'],
    ['/subscribe?returnTo=/x', '/resources'],
  ])('returnTo %j → returnPath %j', async (returnTo, expected) => {
    const { browser } = await signedInPerson(t);
    const res = await browser.request('POST', '/api/create-subscription', { json: returnTo === undefined ? {} : { returnTo } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'incomplete', returnPath: expected });
  });

  it('refuses a returnTo that is not text or is too long, with a 400', async () => {
    const { browser } = await signedInPerson(t);
    expect((await browser.request('POST', '/api/create-subscription', { json: { returnTo: 42 } })).statusCode).toBe(400);
    expect((await browser.request('POST', '/api/create-subscription', { json: { returnTo: `/${'a'.repeat(2001)}` } })).statusCode).toBe(400);
  });
});

describe('"Your posts"', () => {
  it('shows each person only their own stories and questions, pending ones and the answer included', async () => {
    const admin = await signedInPerson(t, { admin: true });
    const ana = await signedInPerson(t, { firstName: 'Ana', lastName: 'Author' });
    const ben = await signedInPerson(t, { firstName: 'Ben', lastName: 'Other' });

    const story = (await ana.browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: 'Ana story, still in review' } })).json();
    const question = (await ana.browser.request('POST', '/api/questions', { json: { content: 'Ana asks about the means test', category: 'general' } })).json();
    await ben.browser.request('POST', '/api/user-stories', { json: { title: 'User Story', content: 'Ben story' } });
    await ben.browser.request('POST', '/api/questions', { json: { content: 'Ben asks', category: 'general' } });

    expect((await admin.browser.request('PUT', `/api/admin/questions/${question.id}/status`, { json: { isApproved: true, isPublished: true } })).statusCode).toBe(200);
    expect((await admin.browser.request('PUT', `/api/admin/questions/${question.id}/answer`, { json: { answer: 'Start with the calculator.' } })).statusCode).toBe(200);

    const res = await ana.browser.get('/api/community/my-posts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const mine = ownPostsSchema.parse(res.json());
    expect(mine.stories.map((s) => [s.id, s.content, s.isPublished])).toEqual([[story.id, 'Ana story, still in review', false]]);
    expect(mine.questions).toHaveLength(1);
    expect(mine.questions[0]).toMatchObject({ id: question.id, isPublished: true, answer: 'Start with the calculator.' });

    const bens = ownPostsSchema.parse((await ben.browser.get('/api/community/my-posts')).json());
    expect(bens.stories.map((s) => s.content)).toEqual(['Ben story']);
    expect(bens.questions.map((q) => q.content)).toEqual(['Ben asks']);
  });

  it('needs sign-in', async () => {
    const res = await new TestBrowser(t.app).get('/api/community/my-posts');
    expect(res.statusCode).toBe(401);
  });
});
