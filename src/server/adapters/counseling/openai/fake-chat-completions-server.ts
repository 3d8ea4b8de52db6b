/**
 * Test support (no production code imports it): a local server that speaks the chat-completions
 * protocol the `openai` SDK uses, streamed chunks over server-sent events. The first call asks
 * for the engine (a tool call split over two chunks); once the tool's result is in the messages,
 * it writes its answer in pieces, quoting the engine's total debt. `mode` makes it fail, hang or
 * flood (an answer of `floodCharacters`, written as fast as it is read, as a runaway local model).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCompletionRequest {
  authorization: string | undefined;
  body: { model: string; stream: boolean; max_tokens?: number; messages: Array<{ role: string; content: string | null; tool_call_id?: string }>; tools: unknown[] };
}

/** One piece of a flood: a thousand characters of words. */
export const FLOOD_PIECE = 'Bankruptcy words. '.repeat(56).slice(0, 1000);

export interface FakeChatCompletionsServer {
  /** The API's base URL, as AI_BASE_URL takes it (ends in /v1). */
  baseUrl: string;
  received: ReceivedCompletionRequest[];
  mode: 'normal' | 'error' | 'hang' | 'flood';
  /** What the model asks assess_household with (changeable between tests). */
  toolArguments: Record<string, unknown>;
  /** Set to make the model write these words after the engine answered, instead of quoting its total debt. */
  answerText?: string;
  /** How long a flood's answer is, in characters, written `floodPiece` after `floodPiece` (FLOOD_PIECE). */
  floodCharacters: number;
  floodPiece: string;
  /** How much of the last flood was written before the reader closed the connection or it ended. */
  floodWritten: number;
  close(): Promise<void>;
}

const chunk = (delta: unknown, finish: string | null = null) => ({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'fake', choices: [{ index: 0, delta, finish_reason: finish }] });

function sse(res: http.ServerResponse, chunks: unknown[]) {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const part of chunks) res.write(`data: ${JSON.stringify(part)}\n\n`);
  res.end('data: [DONE]\n\n');
}

/** Writes `fake.floodCharacters` of answer, waiting whenever the reader is behind, until it stops reading. */
async function flood(fake: FakeChatCompletionsServer, res: http.ServerResponse) {
  fake.floodWritten = 0;
  let closed = false;
  let readerCaughtUp: (() => void) | undefined;
  res.on('close', () => ((closed = true), readerCaughtUp?.()));
  res.on('drain', () => readerCaughtUp?.());
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  while (!closed && fake.floodWritten < fake.floodCharacters) {
    fake.floodWritten += fake.floodPiece.length;
    if (!res.write(`data: ${JSON.stringify(chunk({ content: fake.floodPiece }))}\n\n`)) await new Promise<void>((resolve) => (readerCaughtUp = resolve));
  }
  if (!closed) res.end(`data: ${JSON.stringify(chunk({}, 'stop'))}\n\ndata: [DONE]\n\n`);
}

/** The words the fake model writes after the engine answered, in the pieces it streams them. */
export const fakeAnswerPieces = (totalDebt: number): string[] => ['Based on the engine, ', `your total debt is $${totalDebt.toLocaleString('en-US')}. `, 'This is education, not legal advice.'];

/** What the fake model writes when the tool answered with an error instead of an analysis. */
export const FAKE_REFUSAL = 'I could not assess that. Could you check the amounts?';

/** Starts the server on a free port of 127.0.0.1; `toolArguments` are what the model asks assess_household with. */
export async function startFakeChatCompletionsServer(toolArguments: Record<string, unknown>): Promise<FakeChatCompletionsServer> {
  const fake: FakeChatCompletionsServer = { baseUrl: '', received: [], mode: 'normal', toolArguments, floodCharacters: 0, floodPiece: FLOOD_PIECE, floodWritten: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += String(part)));
    req.on('end', () => {
      if (req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as ReceivedCompletionRequest['body'];
      fake.received.push({ authorization: req.headers.authorization, body });
      if (fake.mode === 'error') {
        res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'overloaded' } }));
        return;
      }
      if (fake.mode === 'hang') return; // never answers
      if (fake.mode === 'flood') return void flood(fake, res);
      const toolResult = body.messages.find((m) => m.role === 'tool');
      if (!toolResult) {
        const args = JSON.stringify(fake.toolArguments);
        sse(res, [
          chunk({ role: 'assistant', content: null, tool_calls: [{ index: 0, id: 'call_1', type: 'function', function: { name: 'assess_household', arguments: args.slice(0, 40) } }] }),
          chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(40) } }] }),
          chunk({}, 'tool_calls'),
        ]);
        return;
      }
      const outcome = JSON.parse(toolResult.content ?? '{}') as { analysis?: { totalDebt: number } };
      const [first, ...rest] = fake.answerText ? [fake.answerText] : outcome.analysis ? fakeAnswerPieces(outcome.analysis.totalDebt) : [FAKE_REFUSAL];
      sse(res, [chunk({ role: 'assistant', content: first }), ...rest.map((content) => chunk({ content })), chunk({}, 'stop')]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return fake;
}
