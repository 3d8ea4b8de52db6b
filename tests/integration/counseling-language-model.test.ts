import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselingConversationSchema, counselingConversationSummarySchema, counselingReplySchema } from '#shared/contracts/counseling.ts';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { householdFromFacts } from '#server/adapters/counseling/built-in/facts.ts';
import { fakeAnswerPieces, FLOOD_PIECE, startFakeChatCompletionsServer, type FakeChatCompletionsServer } from '#server/adapters/counseling/openai/fake-chat-completions-server.ts';
import { CUT_SHORT_NOTICE, factsFromToolArguments, FALLBACK_NOTICE, MAX_ANSWER_CHARACTERS, MAX_ANSWER_TOKENS } from '#server/adapters/counseling/openai/language-model-counselor.ts';
import { toDebtAnalysis } from '#server/adapters/counseling/built-in/analysis.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';
import { premiumMember } from './support/people.ts';
import type { TestBrowser } from './support/browser.ts';

/**
 * The whole app with a language model configured (AI_BASE_URL, AI_API_KEY, AI_MODEL) that points
 * at a local server speaking the chat-completions protocol: the `openai` SDK adapter, the tool
 * call into the eligibility engine, streaming to the browser, and the fallback when it fails.
 */
const KEY = 'sk-integration-secret-key';
const DAY = '2026-11-25';
// The model asked every fact that can flip the recommendation (taxes, earlier cases, transfers): the analysis is sent.
const TOOL_ARGUMENTS = {
  stateCode: 'TX',
  householdSize: 3,
  monthlyIncome: 4100,
  monthlyTaxes: 450,
  monthlyExpenses: 3000,
  debts: { creditCards: 22000, medical: 5000, studentLoans: 18000 },
  home: { owns: false },
  car: { owns: true, value: 8000, owed: 11000 },
  priorCases: [],
  transfers: [],
};

let t: TestApp;
let fake: FakeChatCompletionsServer;
let member: TestBrowser;
const logLines: string[] = [];

beforeAll(async () => {
  fake = await startFakeChatCompletionsServer(TOOL_ARGUMENTS);
  const capture = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  const database = await createTestDatabase();
  const config = testConfig({ AI_BASE_URL: fake.baseUrl, AI_API_KEY: KEY, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1500' });
  const app = await buildTestApp(config, { database: database.handle, clock: () => new Date(`${DAY}T15:00:00Z`), logStream: capture });
  await app.ready();
  t = { app, config, database, close: async () => (await app.close(), await database.dispose()) };
  member = await premiumMember(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let session = 0;
const newSession = () => `model-session-${Date.now()}-${++session}`;
const say = (message: string, headers?: Record<string, string>, sessionId = newSession()) =>
  member.request('POST', '/api/chatbot/message', { json: { message, sessionId, context: null }, ...(headers ? { headers } : {}) });

describe('the counseling assistant with a language model configured', () => {
  it('streams the model’s words to the browser, with the engine’s analysis of the household the model asked about', async () => {
    fake.mode = 'normal';
    fake.received.length = 0;
    const res = await say('Family of 3 in Texas, 4,100 a month, 22k cards, 5k medical, 18k student loans', { accept: 'text/event-stream' });
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]!) as { text: string }).text);
    const reply = counselingReplySchema.parse(JSON.parse(/event: reply\ndata: (.*)\n/.exec(res.body)![1]!));

    const engine = assessEligibility(householdFromFacts(factsFromToolArguments(TOOL_ARGUMENTS), DAY), DAY);
    expect(reply.analysis).toEqual(toDebtAnalysis(engine));
    expect(reply.analysis!.totalDebt).toBe(45_000 + 11_000);
    expect(deltas).toEqual(fakeAnswerPieces(reply.analysis!.totalDebt));
    expect(reply.response).toBe(deltas.join(''));
    expect(reply.type).toBe('analysis');
    expect(reply.notice).toBeUndefined();

    // The key went to the API only: never to the browser, never to a log.
    expect(fake.received.map((r) => r.authorization)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
    expect(res.body).not.toContain(KEY);
    expect(logLines.join('')).not.toContain(KEY);
  });

  it('falls back to the built-in counselor with a notice when the API fails, and logs only the failure’s kind', async () => {
    fake.mode = 'error';
    const res = await say('about 45k in credit cards');
    expect(res.statusCode).toBe(200);
    const reply = counselingReplySchema.parse(res.json());
    expect(reply.notice).toBe(FALLBACK_NOTICE);
    expect(reply.response).toContain('I understood: credit cards $45,000');
    const logs = logLines.join('');
    expect(logs).toContain('counseling model failed; the built-in counselor answered');
    expect(logs).not.toContain('45k in credit cards');
    expect(logs).not.toContain(KEY);
  });

  it('falls back when the API does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const reply = counselingReplySchema.parse((await say('about 45k in credit cards')).json());
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(reply.notice).toBe(FALLBACK_NOTICE);
  });

  it('shows, keeps and sends back as history only the first 8,000 characters of a runaway answer, and says it was cut', async () => {
    fake.mode = 'flood';
    // 1 MB, written as fast as it is read: the whole of it arrives well within AI_TIMEOUT_MS.
    fake.floodCharacters = 1_000_000;
    fake.received.length = 0;
    const sessionId = newSession();
    const res = await say('tell me everything about chapter 7', { accept: 'text/event-stream' }, sessionId);
    const deltas = [...res.body.matchAll(/event: delta\ndata: (.*)\n/g)].map((m) => (JSON.parse(m[1]!) as { text: string }).text);
    const reply = counselingReplySchema.parse(JSON.parse(/event: reply\ndata: (.*)\n/.exec(res.body)![1]!));
    const shown = FLOOD_PIECE.repeat(MAX_ANSWER_CHARACTERS / FLOOD_PIECE.length);
    expect({ streamed: deltas.join('').length, response: reply.response.length, notice: reply.notice }).toEqual({ streamed: shown.length, response: shown.length, notice: CUT_SHORT_NOTICE });
    expect(fake.received[0]!.body.max_tokens).toBe(MAX_ANSWER_TOKENS);
    expect(deltas.join('')).toBe(shown);
    expect(reply.response).toBe(shown);

    // Kept as it was shown.
    const summary = counselingConversationSummarySchema.array().parse((await member.get('/api/chatbot/conversations')).json()).find((c) => c.sessionId === sessionId)!;
    const conversation = counselingConversationSchema.parse((await member.get(`/api/chatbot/conversations/${summary.id}`)).json());
    expect(conversation.messages.map((m) => [m.role, m.content.length])).toEqual([['user', 34], ['assistant', shown.length]]);
    expect(conversation.messages[1]!.content).toBe(shown);

    // The next message sends it back to the model as it was shown, not the megabyte.
    fake.mode = 'normal';
    fake.received.length = 0;
    expect((await say('and chapter 13?', undefined, sessionId)).statusCode).toBe(200);
    expect(fake.received[0]!.body.messages.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual([shown]);
  });

  it('answers crisis language with the 988 Lifeline before the model is asked', async () => {
    fake.mode = 'normal';
    fake.received.length = 0;
    const reply = counselingReplySchema.parse((await say('I want to end my life')).json());
    expect(reply.response).toContain('call or text 988');
    expect(fake.received).toHaveLength(0);
  });
});
