import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { createBuiltInCounselor } from '../built-in/counselor.ts';
import { householdFromFacts } from '../built-in/facts.ts';
import { initialConversationState, type CounselorTools } from '../counselor.ts';
import { createLanguageModelCounselor, factsFromToolArguments, FALLBACK_NOTICE } from './language-model-counselor.ts';

const TODAY = '2026-11-26';
const KEY = 'sk-test-secret-key';

/**
 * A local server that speaks the chat-completions protocol: streamed chunks over server-sent
 * events. The first call asks for the engine (a tool call split over two chunks); once the tool's
 * result is in the messages, it writes its answer in pieces. `mode` makes it fail or hang.
 */
interface Received {
  authorization: string | undefined;
  body: { model: string; stream: boolean; messages: Array<{ role: string; content: string | null; tool_call_id?: string }>; tools: unknown[] };
}
let mode: 'normal' | 'error' | 'hang' = 'normal';
const received: Received[] = [];
let server: http.Server;
let baseUrl: string;

const TOOL_ARGUMENTS = { stateCode: 'OH', householdSize: 1, monthlyIncome: 3200, monthlyExpenses: 1200, debts: { creditCards: 45000, medical: 3000 }, home: { owns: false }, car: { owns: false } };

function sse(res: http.ServerResponse, chunks: unknown[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  res.end('data: [DONE]\n\n');
}
const chunk = (delta: unknown, finish: string | null = null) => ({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += String(part)));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as Received['body'];
      received.push({ authorization: req.headers.authorization, body });
      if (mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      if (mode === 'hang') return; // never answers
      const toolResult = body.messages.find((m) => m.role === 'tool');
      if (!toolResult) {
        const args = JSON.stringify(TOOL_ARGUMENTS);
        sse(res, [
          chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'assess_household', arguments: args.slice(0, 40) } }] }),
          chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(40) } }] }),
          chunk({}, 'tool_calls'),
        ]);
        return;
      }
      const total = (JSON.parse(toolResult.content ?? '{}') as { analysis: { totalDebt: number } }).analysis.totalDebt;
      sse(res, [chunk({ role: 'assistant', content: 'Based on the engine, ' }), chunk({ content: `your total debt is $${total.toLocaleString('en-US')}. ` }), chunk({ content: 'This is education, not legal advice.' }), chunk({}, 'stop')]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
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
  createLanguageModelCounselor({ baseUrl, apiKey: KEY, model: 'fake-model', timeoutMs }, { fallback: createBuiltInCounselor({ today: () => TODAY }), today: () => TODAY, onFailure: (e) => failures.push(e) });

describe('the language model counselor against a local chat-completions server', () => {
  it('streams its answer, calls the engine for the figures, and sends the key only to the API', async () => {
    mode = 'normal';
    received.length = 0;
    const deltas: string[] = [];
    const reply = await counselor().reply({ message: 'I have 45k in cards and 3k medical, I make 3200 a month in Ohio', state: initialConversationState(), history: [], onDelta: (t) => deltas.push(t) }, tools);

    const engine = assessEligibility(householdFromFacts(factsFromToolArguments(TOOL_ARGUMENTS), TODAY), TODAY);
    expect(reply.type).toBe('analysis');
    expect(reply.analysis).toMatchObject({ totalDebt: engine.debts.totalCents / 100, monthlyIncome: 3200, riskScore: engine.riskScore, confidence: engine.confidence, recommendation: engine.recommendation });
    expect(reply.response).toBe('Based on the engine, your total debt is $48,000. This is education, not legal advice.');
    expect(deltas).toEqual(['Based on the engine, ', 'your total debt is $48,000. ', 'This is education, not legal advice.']);
    expect(reply.notice).toBeUndefined();

    expect(received).toHaveLength(2);
    expect(received[0]!.authorization).toBe(`Bearer ${KEY}`);
    expect(received[0]!.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(received[0]!.body.messages[0]).toMatchObject({ role: 'system' });
    expect(received[0]!.body.messages[0]!.content).toContain('Never state a dollar amount');
    expect(received[0]!.body.tools).toHaveLength(2);
    // The engine's answer went back to the model as the tool's result.
    const toolMessage = received[1]!.body.messages.find((m) => m.role === 'tool')!;
    expect(toolMessage.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage.content!).analysis.totalDebt).toBe(48_000);
  });

  it('adds the escalation and its links when the message needs a lawyer', async () => {
    mode = 'normal';
    const reply = await counselor().reply({ message: 'they are garnishing my wages, I owe 45k on cards', state: initialConversationState(), history: [] }, tools);
    expect(reply.type).toBe('escalation');
    expect(reply.response).toContain('/resources?tab=resource-matching');
  });

  it('falls back to the built-in counselor with a notice when the API fails', async () => {
    mode = 'error';
    failures.length = 0;
    const reply = await counselor().reply({ message: 'about 45k in credit cards', state: initialConversationState(), history: [] }, tools);
    expect(reply.notice).toBe(FALLBACK_NOTICE);
    expect(reply.response).toContain('I understood: credit cards $45,000');
    expect(reply.state.step).toBe('income');
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).not.toContain(KEY);
  });

  it('falls back when the API does not answer in time', async () => {
    mode = 'hang';
    const started = Date.now();
    const reply = await counselor(1_000).reply({ message: 'about 45k in credit cards', state: initialConversationState(), history: [] }, tools);
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(reply.notice).toBe(FALLBACK_NOTICE);
    expect(reply.response).toContain('credit cards $45,000');
  });
});
