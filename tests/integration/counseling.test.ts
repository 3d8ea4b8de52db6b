import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselingConversationSchema, counselingConversationSummarySchema, counselingReplySchema, COUNSELING_MESSAGE_MAX_LENGTH, COUNSELING_RATE_LIMIT } from '#shared/contracts/counseling.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';
import { premiumMember, signedInPerson } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  // Every log line the app writes is kept, for the check that no message text reaches a log.
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildTestApp(config, { database: database.handle, clock: () => new Date('2026-11-25T15:00:00Z'), logStream: capture });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
});
afterAll(async () => {
  await t?.close();
});

const member = () => premiumMember(t);

let session = 0;
const newSession = () => `test-session-${Date.now()}-${++session}`;
const say = (browser: TestBrowser, message: string, sessionId: string, headers?: Record<string, string>) =>
  browser.request('POST', '/api/chatbot/message', { json: { message, sessionId, context: null }, ...(headers ? { headers } : {}) });

let alex: TestBrowser;
let blair: TestBrowser;
beforeAll(async () => {
  [alex, blair] = [await member(), await member()];
});

describe('access and limits', () => {
  it('is a premium tool: visitors get 401, signed-in people without premium 403', async () => {
    const { browser } = await signedInPerson(t);
    expect((await say(browser, 'hello', newSession())).statusCode).toBe(403);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/chatbot/message', payload: { message: 'hello', sessionId: newSession() } });
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses an empty, a too long or an SSN-bearing message and a bad session id with clear messages', async () => {
    const empty = await say(alex, '   ', newSession());
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Type a message');
    const long = await say(alex, 'a'.repeat(COUNSELING_MESSAGE_MAX_LENGTH + 1), newSession());
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Messages can be at most 2,000 characters');
    expect((await say(alex, 'my ssn is 123-45-6789', newSession())).json().message).toMatch(/Social Security number/);
    expect((await say(alex, 'hi', 'x')).json().message).toMatch(/session id/);
  });

  it('limits how fast one person can send, with a clear message', async () => {
    const browser = await member();
    const sessionId = newSession();
    for (let i = 0; i < COUNSELING_RATE_LIMIT.limit; i++) expect((await say(browser, 'hello', sessionId)).statusCode).toBe(200);
    const over = await say(browser, 'hello', sessionId);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/wait a minute/);
  });
});

describe('a conversation', () => {
  const sessionId = newSession();

  it('ends in an analysis from the engine, and the crisis reply comes at once', async () => {
    const answers = ['about 45k in credit cards and $3,000 in medical bills', '$3,200 a month', 'twelve hundred', 'just me', 'Ohio', 'no', 'no', 'none'];
    let last;
    for (const message of answers) {
      const res = await say(alex, message, sessionId);
      expect(res.statusCode).toBe(200);
      last = counselingReplySchema.parse(res.json());
    }
    expect(last!.type).toBe('analysis');
    expect(last!.analysis).toMatchObject({ totalDebt: 48_000, monthlyIncome: 3_200 });

    const crisis = counselingReplySchema.parse((await say(alex, 'I just want to end it all', sessionId)).json());
    expect(crisis.type).toBe('escalation');
    expect(crisis.response).toContain('call or text 988');
  });

  it('answers a question with a passage of the site and its link (full-text search in the database)', async () => {
    const reply = counselingReplySchema.parse((await say(alex, 'What is the means test?', newSession())).json());
    expect(reply.type).toBe('question');
    expect(reply.response).toMatch(/says:\n“/);
    expect(reply.links?.[0]?.href).toMatch(/^\/(chapter7|chapter13|preparation|about)(#[a-z0-9-]+)?$/);
  });

  it('lists the person’s conversations, shows one, and deletes it; another person gets 404', async () => {
    const list = counselingConversationSummarySchema.array().parse((await alex.get('/api/chatbot/conversations')).json());
    const mine = list.find((c) => c.sessionId === sessionId)!;
    expect(mine.analysis).toMatchObject({ totalDebt: 48_000 });
    const full = counselingConversationSchema.parse((await alex.get(`/api/chatbot/conversations/${mine.id}`)).json());
    expect(full.messages[0]).toMatchObject({ role: 'user', content: 'about 45k in credit cards and $3,000 in medical bills' });

    expect((await blair.get(`/api/chatbot/conversations/${mine.id}`)).statusCode).toBe(404);
    expect((await blair.request('DELETE', `/api/chatbot/conversations/${mine.id}`)).statusCode).toBe(404);
    expect((await blair.get('/api/chatbot/conversations')).json()).toEqual([]);

    expect((await alex.request('DELETE', `/api/chatbot/conversations/${mine.id}`)).statusCode).toBe(204);
    expect((await alex.get(`/api/chatbot/conversations/${mine.id}`)).statusCode).toBe(404);
    expect((await alex.request('DELETE', '/api/chatbot/conversations')).json().deleted).toBeGreaterThanOrEqual(1);
    expect((await alex.get('/api/chatbot/conversations')).json()).toEqual([]);
  });

  it('streams a reply as server-sent events when asked', async () => {
    const res = await say(alex, '45k in credit cards', newSession(), { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.body).toContain('event: delta');
    const reply = /event: reply\ndata: (.*)\n/.exec(res.body)![1]!;
    expect(counselingReplySchema.parse(JSON.parse(reply)).response).toContain('credit cards $45,000');
  });
});

describe('logs', () => {
  it('never hold the text of a message, sent as JSON or streamed', async () => {
    const secret = 'zebra umbrella 45k in credit cards';
    expect((await say(blair, secret, newSession())).statusCode).toBe(200);
    expect((await say(blair, secret, newSession(), { accept: 'text/event-stream' })).statusCode).toBe(200);
    const logs = logLines.join('');
    expect(logs).toContain('/api/chatbot/message');
    expect(logs).not.toContain('zebra');
  });
});
