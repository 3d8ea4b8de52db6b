export interface SseEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Reads a Server-Sent Events stream over real HTTP, as a browser's EventSource would, and lets a
 * test wait for the event it expects.
 */
export async function openSse(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  // A refused stream answers JSON, as every API error does.
  const refusal: unknown = response.ok ? null : await response.json();
  const events: SseEvent[] = [];
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const waiters: Array<() => void> = [];
  let buffer = '';
  const reader = response.ok ? response.body!.getReader() : null;
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        if (!reader) break;
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              hasData = true;
            }
          }
          if (hasData) {
            events.push(event);
            for (const wake of waiters.splice(0)) wake();
          }
        }
      }
    } catch {
      // aborted
    }
    markEnded();
  })();

  return {
    status: response.status,
    /** The JSON error body when the stream was refused. */
    refusal,
    events,
    /** Resolves when the stream ends (the server closed it, or `close()`). */
    ended,
    /** Whether the server ends the stream within `timeoutMs`. */
    async endsWithin(timeoutMs: number): Promise<boolean> {
      return Promise.race([ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))]);
    },
    async waitFor(predicate: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(predicate);
        if (found) return found;
        const remaining = deadline - Date.now();
        if (remaining <= 0) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, remaining);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
