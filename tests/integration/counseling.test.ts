import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { counselingConversationSchema, counselingConversationSummarySchema, counselingReplySchema, COUNSELING_MESSAGE_MAX_LENGTH, COUNSELING_RATE_LIMIT } from '#shared/contracts/counseling.ts';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { toDebtAnalysis } from '#server/adapters/counseling/built-in/analysis.ts';
import { householdFromFacts } from '#server/adapters/counseling/built-in/facts.ts';
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
let lastSession = '';
const newSession = () => (lastSession = `test-session-${Date.now()}-${++session}`);
const say = (browser: TestBrowser, message: string, sessionId: string, headers?: Record<string, string>) =>
  browser.request('POST', '/api/chatbot/message', { json: { message, sessionId, context: null }, ...(headers ? { headers } : {}) });

let alex: TestBrowser;
let blair: TestBrowser;
/** Ask the content questions in turn, so no one of them (nor alex) reaches the rate limit. */
let readers: TestBrowser[];
const nextReader = () => readers[session % readers.length]!;
beforeAll(async () => {
  [alex, blair, ...readers] = [await member(), await member(), await member(), await member(), await member()];
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
    // Taxes, earlier cases and transfers can flip the recommendation: asked before any analysis.
    const answers = ['about 45k in credit cards and $3,000 in medical bills', '$3,200 a month', 'none', 'twelve hundred', 'just me', 'Ohio', 'no', 'no', 'none', 'never', 'no'];
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

  it('reads a whole situation from one message; its analysis equals the eligibility engine’s for the same household', async () => {
    const message =
      'We are a family of 3 in Ohio. I make 4,100 a month and we spend about 3,000 a month. We owe 22k on credit cards, 5k in medical bills and 18k in student loans. ' +
      'We rent. I have a car worth 8,000 with 11k left on the loan. I filed for bankruptcy back in 2012 and the cards are at 24% interest. No lawsuit. About 500 a month in taxes comes out of my pay. We did not give or sell anything to anyone.';
    const reply = counselingReplySchema.parse((await say(alex, message, newSession())).json());
    expect(reply.type).toBe('analysis');
    const household = householdFromFacts(
      {
        debts: { creditCards: 2_200_000, medical: 500_000, studentLoans: 1_800_000 },
        monthlyIncomeCents: 410_000,
        monthlyExpensesCents: 300_000,
        householdSize: 3,
        stateCode: 'OH',
        home: { owns: false },
        car: { owns: true, valueCents: 800_000, owedCents: 1_100_000 },
        collection: {},
        monthlyTaxesCents: 50_000,
        priorCases: [{ chapter: 7, filingDate: '2012-12-31', result: 'discharged', assumed: [] }],
        transfers: [],
      },
      '2026-11-25',
    );
    expect(reply.analysis).toEqual(toDebtAnalysis(assessEligibility(household, '2026-11-25')));
    expect(reply.analysis).toMatchObject({ totalDebt: 56_000, monthlyIncome: 4_100 });

    const corrected = counselingReplySchema.parse((await say(alex, 'actually we are 4 people', lastSession)).json());
    expect(corrected.response).toMatch(/^Thanks, I updated that: 4 people in your household\./);
    expect(corrected.analysis).toEqual(toDebtAnalysis(assessEligibility({ ...household, about: { ...household.about, householdSize: 4 } }, '2026-11-25')));
  });

  it('refuses an absurd amount with a clear message, never a server error', async () => {
    const res = await say(alex, `I owe ${'9'.repeat(40)} dollars on credit cards`, newSession());
    expect(res.statusCode).toBe(200);
    expect(counselingReplySchema.parse(res.json()).response).toContain('is larger than $100,000,000');
    const adding = await say(alex, 'I owe 99 million on credit cards and 99 million in medical bills. I make 4,000 a month and spend 3,000 a month, 500 a month in taxes comes out of my pay. Family of 3 in Ohio. We rent, no car, no lawsuit. I never filed bankruptcy before. I did not give or sell anything.', newSession());
    expect(adding.statusCode).toBe(200);
    expect(counselingReplySchema.parse(adding.json()).response).toContain('more than our eligibility engine can use');
  });

  it('answers a question with a passage of the site and its link (full-text search in the database)', async () => {
    const reply = counselingReplySchema.parse((await say(alex, 'What is the means test?', newSession())).json());
    expect(reply.type).toBe('question');
    expect(reply.response).toMatch(/says:\n“/);
    expect(reply.links?.[0]?.href).toMatch(/^\/(chapter7|chapter13|preparation|about)(#[a-z0-9-]+)?$/);
  });

  // Questions people ask, the page that answers each (the link, with its section) and the words
  // of the passage quoted: the FAQ (from the database) and the education pages (content/en/*.md,
  // rendered as the site renders them) are searched together.
  const questions: Array<{ question: string; href: string; from: RegExp; passage: RegExp }> = [
    { question: 'How long does Chapter 13 take?', href: '/about#faq-chapter-13', from: /our FAQ \(“How long does Chapter 13 take, and how many years does the plan last\?”\)/, passage: /^A Chapter 13 plan lasts 3 to 5 years\./ },
    { question: 'What is the means test?', href: '/about#faq-chapter-7', from: /our FAQ \(“What is the means test\?”\)/, passage: /^The means test decides whether your income is low enough for Chapter 7/ },
    { question: 'Will I lose my car?', href: '/about#faq-general', from: /our FAQ \(“Will I lose my house or my car\?”\)/, passage: /^Not always\. Many people keep both\./ },
    { question: 'How much does it cost to file?', href: '/about#faq-forms', from: /our FAQ \(“What if I cannot afford the filing fee\?”\)/, passage: /^The court filing fee is \$\d+ for Chapter 7 and \$\d+ for Chapter 13/ },
    { question: 'Do I need credit counseling before filing?', href: '/about#faq-chapter-13', from: /our FAQ \(“Who can file Chapter 13\?”\)/, passage: /taken credit counseling in the 180 days before filing/ },
    { question: 'What is the automatic stay?', href: '/about#faq-general', from: /our FAQ \(“What is the automatic stay\?”\)/, passage: /^The automatic stay is a court order/ },
    { question: 'Can student loans be discharged?', href: '/about#faq-general', from: /our FAQ \(“Can bankruptcy wipe out my student loans\?”\)/, passage: /^Usually not\. Student loans are not discharged unless you prove that repaying them would be an "undue hardship"/ },
    { question: 'Can I file without a lawyer?', href: '/about#faq-general', from: /our FAQ \(“Can I file for bankruptcy without a lawyer\?”\)/, passage: /^Yes\. You have the right to file on your own\./ },
    { question: 'what is reaffirmation', href: '/about#faq-chapter-7', from: /our FAQ \(“What is a reaffirmation agreement\?”\)/, passage: /^A reaffirmation agreement is a new promise/ },
    { question: 'Can I keep my car?', href: '/about#faq-chapter-7', from: /our FAQ \(“Can I keep paying my car and keep it in Chapter 7\?”\)/, passage: /keep/ },
    { question: 'Will they take my car?', href: '/about#faq-general', from: /our FAQ \(“Will I lose my house or my car\?”\)/, passage: /^Not always\. Many people keep both\./ },
    { question: 'Can I keep my house?', href: '/about#faq-general', from: /our FAQ \(“Will I lose my house or my car\?”\)/, passage: /keep/ },
    { question: 'Can Chapter 13 stop foreclosure?', href: '/about#faq-chapter-13', from: /our FAQ \(“Can Chapter 13 stop a foreclosure\?”\)/, passage: /^Filing stops a foreclosure sale through the automatic stay/ },
    { question: 'What happens at the 341 meeting?', href: '/about#faq-after-filing', from: /our FAQ \(“What (?:is the 341 meeting of creditors|does the trustee ask at the 341 meeting)\?”\)/, passage: /^(?:It is a short meeting named after section 341|The trustee asks short questions under oath)/ },
    { question: 'How long does bankruptcy stay on my credit report?', href: '/about#faq-general', from: /our FAQ \(“How long will bankruptcy stay on my credit report\?”\)/, passage: /up to 10 years/ },
    { question: 'What is the difference between Chapter 7 and Chapter 13?', href: '/about#faq-general', from: /our FAQ \(“What is the difference between Chapter 7 and Chapter 13\?”\)/, passage: /^Chapter 7 is the faster, simpler kind of bankruptcy/ },
    { question: 'Can I file bankruptcy twice?', href: '/about#faq-general', from: /our FAQ \(“How often can I get a bankruptcy discharge\?”\)/, passage: /^The law sets waiting periods between discharges/ },
    { question: 'Can I get the filing fee waived?', href: '/about#faq-forms', from: /our FAQ \(“What if I cannot afford the filing fee\?”\)/, passage: /^In Chapter 7 only, you can ask the court to waive the fee/ },
    { question: 'What property can I keep in Chapter 7?', href: '/about#faq-chapter-7', from: /our FAQ \(“What property can I keep in Chapter 7\?”\)/, passage: /^You can keep property that is protected by exemptions/ },
  ];
  it.each(questions)('answers $question from $href, quoting the passage (full-text search, rarer words count more)', async ({ question, href, from, passage }) => {
    const reply = counselingReplySchema.parse((await say(nextReader(), question, newSession())).json());
    expect(reply.type).toBe('question');
    const quoted = /^Here is what (.*) says:\n“([\s\S]*)”\nRead more: (\S+)\n\nWhen you are ready: /.exec(reply.response);
    expect(quoted, reply.response).not.toBeNull();
    expect(quoted![1]).toMatch(from);
    expect(quoted![2]).toMatch(passage);
    expect(quoted![3]).toBe(href);
    expect(reply.links?.[0]?.href).toBe(href);
  });

  // Questions our pages do not answer, though they share a word or two with a passage
  // ("security deposit" and a secured card's deposit, "renew" and a license).
  const offTopic = [
    'Can my landlord keep my security deposit?',
    'How do I renew my passport?',
    'How do I appeal a parking ticket?',
    'Can I get an immigration visa?',
    'How do I get custody of my kids?',
    'Can I sue my employer for overtime?',
  ];
  it.each(offTopic)('says plainly that our pages do not answer %j, and points to free legal help', async (question) => {
    const reply = counselingReplySchema.parse((await say(nextReader(), question, newSession())).json());
    expect(reply.type).toBe('question');
    expect(reply.response).toMatch(/^I don't know, and I would rather not guess: I could not find an answer to that in our guides/);
    expect(reply.response).toContain('not legal advice');
    expect(reply.links?.map((l) => l.href)).toContain('/resources?tab=resource-matching');
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
