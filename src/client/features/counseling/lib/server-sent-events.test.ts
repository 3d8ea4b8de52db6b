import { describe, expect, it } from 'vitest';
import { readServerSentEvents } from './server-sent-events.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('readServerSentEvents', () => {
  it('reads events split anywhere across chunks', async () => {
    const events = [];
    for await (const event of readServerSentEvents(streamOf(['event: delta\nda', 'ta: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n', '\n: comment\n\nevent: reply\ndata: {}\n\n']))) events.push(event);
    expect(events).toEqual([
      { name: 'delta', data: '{"text":"Hel"}' },
      { name: 'delta', data: '{"text":"lo"}' },
      { name: 'reply', data: '{}' },
    ]);
  });
});
