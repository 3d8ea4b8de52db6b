import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestBrowser } from './support/browser.ts';

let t: TestApp;
let member: TestBrowser;
let admin: TestBrowser;

/** Errors as the PostgreSQL drivers raise them (Drizzle wraps the driver's error as `cause`). */
function databaseError(code: string) {
  return Object.assign(new Error('Failed query: insert into x values ($1)\nparams: jo@example.com'), { cause: Object.assign(new Error('invalid byte sequence'), { code }) });
}

beforeAll(async () => {
  t = await createTestApp({
    env: { API_RATE_LIMIT_PER_MINUTE: '10000' },
    beforeReady: (app) => {
      app.get('/api/probe/db-error/:code', { config: { access: 'public' } }, async (request) => {
        throw databaseError((request.params as { code: string }).code);
      });
    },
  });
  member = (await signedInPerson(t)).browser;
  admin = (await signedInPerson(t, { admin: true })).browser;
});
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';

describe('text with control characters is refused with 400, never 500', () => {
  it('refuses a NUL byte in the contact form, chat, stories, questions and the display name', async () => {
    const attempts: Array<[TestBrowser, 'POST' | 'PUT', string, unknown]> = [
      [member, 'POST', '/api/contact', { firstName: `Jo${NUL}`, lastName: 'Banks', email: 'jo@example.com', subject: 'Hello', message: 'A long enough message' }],
      [member, 'POST', '/api/contact', { firstName: 'Jo', lastName: 'Banks', email: 'jo@example.com', subject: 'Hello', message: `A long enough${NUL} message` }],
      [member, 'POST', '/api/chat-messages', { roomId: 1, message: `hello${NUL}` }],
      [member, 'POST', '/api/user-stories', { content: `My story${NUL}` }],
      [member, 'POST', '/api/questions', { content: `My question${NUL}`, category: 'general' }],
      [member, 'PUT', '/api/auth/user/display-name', { displayName: `Jo${NUL}B` }],
      [admin, 'POST', '/api/news', { title: `News${NUL}`, content: 'Text' }],
      [admin, 'POST', '/api/admin/faqs', { category: 'General', question: `Why${NUL}?`, answer: 'Because' }],
    ];
    for (const [browser, method, url, json] of attempts) {
      const res = await browser.request(method, url, { json });
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 400, code: 'VALIDATION_FAILED' });
    }
  });

  it('refuses other control characters in one-line fields, and keeps line breaks and tabs in multi-line text', async () => {
    const bell = await member.request('PUT', '/api/auth/user/display-name', { json: { displayName: 'Jo\u0007 B' } });
    expect(bell.statusCode).toBe(400);
    const newline = await member.request('PUT', '/api/auth/user/display-name', { json: { displayName: 'Jo\nB' } });
    expect(newline.statusCode).toBe(400);
    const story = await member.request('POST', '/api/user-stories', { json: { content: 'First line\nsecond line\twith a tab' } });
    expect(story.statusCode).toBe(201);
  });

  it('says in plain words what is wrong', async () => {
    const res = await member.request('PUT', '/api/auth/user/display-name', { json: { displayName: `Jo${NUL}B` } });
    expect(res.json().message).toBe('Remove the hidden control characters from this text.');
  });
});

describe('ids beyond the database column are refused with 400, never 500', () => {
  it('answers 400 to ids past the largest whole number the database stores', async () => {
    for (const url of ['/api/news/99999999999', '/api/news/2147483648', '/api/chat-messages/1e308', '/api/chat-messages?roomId=99999999999', '/api/chat-events?roomId=1e308']) {
      const res = await member.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
    expect((await member.get('/api/news/2147483647')).statusCode).toBe(404);
  });

  it('answers 400 to a chat room id of 1e308 in a body', async () => {
    for (const roomId of [1e308, 2147483648, 99999999999]) {
      const res = await member.request('POST', '/api/chat-messages', { json: { roomId, message: 'hello' } });
      expect({ roomId, status: res.statusCode }).toEqual({ roomId, status: 400 });
    }
  });

  it('answers 400 to ids past the column in admin paths and bodies', async () => {
    const attempts: Array<['PUT' | 'DELETE', string, unknown]> = [
      ['PUT', '/api/admin/news/99999999999', { title: 'T', content: 'C' }],
      ['DELETE', '/api/admin/faqs/99999999999', undefined],
      ['PUT', '/api/admin/faqs/order', { category: 'General', ids: [99999999999] }],
      ['PUT', '/api/admin/chat-reports/1e308/resolve', {}],
    ];
    for (const [method, url, json] of attempts) {
      const res = await admin.request(method, url, json === undefined ? {} : { json });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });
});

describe('database refusals of bad input are 400s', () => {
  it('maps PostgreSQL codes 22P05, 22021 and 22003 to 400, and others stay 500', async () => {
    for (const code of ['22P05', '22021', '22003']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/probe/db-error/${code}` });
      expect({ code, status: res.statusCode, body: res.json() }).toEqual({ code, status: 400, body: { message: 'Some of the text or numbers could not be saved. Please check them and try again.', code: 'VALIDATION_FAILED' } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/probe/db-error/XX000' })).statusCode).toBe(500);
  });
});
