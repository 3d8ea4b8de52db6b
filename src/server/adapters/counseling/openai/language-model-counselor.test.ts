import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { createBuiltInCounselor, QUESTIONS } from '../built-in/counselor.ts';
import { householdFromFacts } from '../built-in/facts.ts';
import { initialConversationState, type CounselorTools } from '../counselor.ts';
import { FAKE_REFUSAL, FLOOD_PIECE, startFakeChatCompletionsServer, type FakeChatCompletionsServer } from './fake-chat-completions-server.ts';
import { createLanguageModelCounselor, CUT_SHORT_NOTICE, factsFromToolArguments, FALLBACK_NOTICE, MAX_ANSWER_CHARACTERS, MAX_ANSWER_TOKENS } from './language-model-counselor.ts';

const TODAY = '2026-11-26';
const KEY = 'sk-test-secret-key';

const TOOL_ARGUMENTS = {
  stateCode: 'OH',
  householdSize: 1,
  monthlyIncome: 3200,
  monthlyTaxes: 0,
  monthlyExpenses: 1200,
  debts: { creditCards: 45000, medical: 3000 },
  home: { owns: false },
  car: { owns: false },
  priorCases: [],
  transfers: [],
};

let fake: FakeChatCompletionsServer;
beforeAll(async () => {
  fake = await startFakeChatCompletionsServer(TOOL_ARGUMENTS);
});
afterAll(async () => {
  await fake.close();
});

const tools: CounselorTools = {
  async searchContent() {
    return [];
  },
  async assess(household) {
    return assessEligibility(household, TODAY);
  },
};
const failures: unknown[] = [];
const counselor = (timeoutMs = 5_000) =>
  createLanguageModelCounselor({ baseUrl: fake.baseUrl, apiKey: KEY, model: 'fake-model', timeoutMs }, { fallback: createBuiltInCounselor({ today: () => TODAY }), today: () => TODAY, onFailure: (e) => failures.push(e) });

describe('the language model counselor against a local chat-completions server', () => {
  it('streams its answer, calls the engine for the figures, and sends the key only to the API', async () => {
    fake.mode = 'normal';
    fake.received.length = 0;
    const deltas: string[] = [];
    const reply = await counselor().reply({ message: 'I have 45k in cards and 3k medical, I make 3200 a month in Ohio', state: initialConversationState(), history: [], onDelta: (t) => deltas.push(t) }, tools);

    const engine = assessEligibility(householdFromFacts(factsFromToolArguments(TOOL_ARGUMENTS), TODAY), TODAY);
    expect(reply.type).toBe('analysis');
    expect(reply.analysis).toMatchObject({ totalDebt: engine.debts.totalCents / 100, monthlyIncome: 3200, riskScore: engine.riskScore, confidence: engine.confidence, recommendation: engine.recommendation });
    expect(reply.response).toBe('Based on the engine, your total debt is $48,000. This is education, not legal advice.');
    expect(deltas).toEqual(['Based on the engine, ', 'your total debt is $48,000. ', 'This is education, not legal advice.']);
    expect(reply.notice).toBeUndefined();

    expect(fake.received).toHaveLength(2);
    expect(fake.received[0]!.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.received[0]!.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(fake.received[0]!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(fake.received[0]!.body.messages[0]!.content).toContain('Never state a dollar amount');
    // Told to ask the facts that flip the recommendation first.
    expect(fake.received[0]!.body.messages[0]!.content).toContain('earlier bankruptcy cases in the last 8 years');
    expect(fake.received[0]!.body.tools).toHaveLength(2);
    // The engine's answer went back to the model as the tool's result.
    const toolMessage = fake.received[1]!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage.content!).analysis.totalDebt).toBe(48_000);
  });

  it('keeps the household the model assessed, so the built-in counselor goes on from it after a failure', async () => {
    fake.mode = 'normal';
    const first = await counselor().reply({ message: 'I have 45k in cards and 3k medical, I make 3200 a month in Ohio', state: initialConversationState(), history: [] }, tools);
    expect(first.state.facts).toEqual(factsFromToolArguments(TOOL_ARGUMENTS));
    fake.mode = 'error';
    const corrected = await counselor().reply({ message: 'actually it’s 3 people', state: first.state, history: [] }, tools);
    expect(corrected.notice).toBe(FALLBACK_NOTICE);
    expect(corrected.response).toMatch(/^Thanks, I updated that: 3 people in your household\./);
    const engine = assessEligibility(householdFromFacts({ ...factsFromToolArguments(TOOL_ARGUMENTS), householdSize: 3 }, TODAY), TODAY);
    const done = corrected;
    expect(done.analysis).toMatchObject({ totalDebt: engine.debts.totalCents / 100, riskScore: engine.riskScore, recommendation: engine.recommendation });
  });

  it('adds the escalation and its links when the message needs a lawyer', async () => {
    fake.mode = 'normal';
    const reply = await counselor().reply({ message: 'they are garnishing my wages, I owe 45k on cards', state: initialConversationState(), history: [] }, tools);
    expect(reply.type).toBe('escalation');
    expect(reply.response).toContain('/resources?tab=resource-matching');
  });

  it('refuses an absurd amount in the model’s tool call with an error the model can act on', async () => {
    const absurd = await startFakeChatCompletionsServer({ ...TOOL_ARGUMENTS, debts: { creditCards: 1e30 } });
    try {
      const reply = await createLanguageModelCounselor({ baseUrl: absurd.baseUrl, apiKey: KEY, model: 'fake-model', timeoutMs: 5_000 }, { fallback: createBuiltInCounselor({ today: () => TODAY }), today: () => TODAY }).reply(
        { message: 'I owe 10^30 on cards', state: initialConversationState(), history: [] },
        tools,
      );
      expect(reply.analysis).toBeUndefined();
      expect(reply.response).toBe(FAKE_REFUSAL);
      const toolMessage = absurd.received[1]!.body.messages.find((m) => m.role === 'tool')!;
      expect(JSON.parse(toolMessage.content!).error).toContain('larger than $100,000,000');
    } finally {
      await absurd.close();
    }
  });

  it('asks for a bounded answer and stops reading a runaway one at the cap, keeping exactly what it showed', async () => {
    fake.mode = 'flood';
    fake.floodCharacters = 30_000_000;
    fake.received.length = 0;
    const deltas: string[] = [];
    const reply = await counselor().reply({ message: 'what is chapter 7?', state: initialConversationState(), history: [], onDelta: (t) => deltas.push(t) }, tools);
    expect(fake.received[0]!.body.max_tokens).toBe(MAX_ANSWER_TOKENS);
    expect(reply.response).toBe(FLOOD_PIECE.repeat(MAX_ANSWER_CHARACTERS / FLOOD_PIECE.length));
    expect(deltas.join('')).toBe(reply.response);
    expect(reply.notice).toBe(CUT_SHORT_NOTICE);
    // The connection was closed: the model wrote a few socket buffers more, not its 30 MB.
    const written = fake.floodWritten;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.floodWritten).toBe(written);
    expect(written).toBeLessThan(fake.floodCharacters / 3);
  });

  it('cuts the piece that crosses the cap between characters, never inside an emoji', async () => {
    fake.mode = 'flood';
    fake.floodCharacters = 1_000_000;
    fake.floodPiece = 'a😀'; // 3 UTF-16 units: the cap falls between the emoji's two halves
    try {
      const reply = await counselor().reply({ message: 'what is chapter 7?', state: initialConversationState(), history: [] }, tools);
      expect(reply.response).toBe(`${'a😀'.repeat(Math.floor(MAX_ANSWER_CHARACTERS / 3))}a`);
    } finally {
      fake.floodPiece = FLOOD_PIECE;
    }
  });

  it('falls back to the built-in counselor when the model’s tool call is far longer than a household', async () => {
    const runaway = await startFakeChatCompletionsServer({ ...TOOL_ARGUMENTS, stateCode: 'OH '.repeat(10_000) });
    try {
      const reply = await createLanguageModelCounselor({ baseUrl: runaway.baseUrl, apiKey: KEY, model: 'fake-model', timeoutMs: 5_000 }, { fallback: createBuiltInCounselor({ today: () => TODAY }), today: () => TODAY }).reply(
        { message: 'about 45k in credit cards', state: initialConversationState(), history: [] },
        tools,
      );
      expect(reply.notice).toBe(FALLBACK_NOTICE);
      expect(runaway.received).toHaveLength(1);
    } finally {
      await runaway.close();
    }
  });

  it('falls back to the built-in counselor with a notice when the API fails', async () => {
    fake.mode = 'error';
    failures.length = 0;
    const reply = await counselor().reply({ message: 'about 45k in credit cards', state: initialConversationState(), history: [] }, tools);
    expect(reply.notice).toBe(FALLBACK_NOTICE);
    expect(reply.response).toContain('I understood: credit cards $45,000');
    expect(reply.state.step).toBe('income');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).not.toContain(KEY);
  });

  it('falls back when the API does not answer in time', async () => {
    fake.mode = 'hang';
    const started = Date.now();
    const reply = await counselor(1_000).reply({ message: 'about 45k in credit cards', state: initialConversationState(), history: [] }, tools);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(reply.notice).toBe(FALLBACK_NOTICE);
    expect(reply.response).toContain('credit cards $45,000');
  });
});

describe('the model’s recommendation is checked against the engine’s before it is sent (issue 41)', () => {
  it('replaces "Chapter 7 fits" with the engine’s answer when an earlier discharge bars Chapter 7, and says until when', async () => {
    fake.mode = 'normal';
    fake.toolArguments = { ...TOOL_ARGUMENTS, priorCases: [{ chapter: 7, filingDate: '2020-03-31', result: 'discharged' }] };
    fake.answerText = 'Good news: Chapter 7 looks like the right fit for you.';
    try {
      const reply = await counselor().reply({ message: 'I got a chapter 7 discharge in a case I filed in March 2020, 45k in cards, 3200 a month in Ohio', state: initialConversationState(), history: [] }, tools);
      expect(reply.response).not.toContain('Chapter 7 looks like the right fit');
      expect(reply.response).toContain('Not Chapter 7 now');
      expect(reply.response).toContain('March 31, 2028');
      expect(reply.analysis!.recommendation).not.toBe('chapter7');
    } finally {
      fake.toolArguments = TOOL_ARGUMENTS;
      fake.answerText = undefined;
    }
  });

  it('gives no recommendation before earlier cases and transfers were asked, and asks them', async () => {
    fake.mode = 'normal';
    const { priorCases: _p, transfers: _t, ...notAsked } = TOOL_ARGUMENTS;
    fake.toolArguments = notAsked;
    fake.answerText = 'You should file Chapter 7.';
    try {
      const reply = await counselor().reply({ message: '45k in cards, 3200 a month in Ohio, just me', state: initialConversationState(), history: [] }, tools);
      expect(reply.response).not.toContain('You should file Chapter 7');
      expect(reply.response).toContain(QUESTIONS.history);
      expect(reply.analysis).toBeUndefined();
      expect(reply.state.step).toBe('history');
      const toolResult = JSON.parse(fake.received.at(-1)!.body.messages.find((m) => m.role === 'tool')!.content!) as { stillToAsk?: string[] };
      expect(toolResult.stillToAsk).toHaveLength(2);
    } finally {
      fake.toolArguments = TOOL_ARGUMENTS;
      fake.answerText = undefined;
    }
  });
});
