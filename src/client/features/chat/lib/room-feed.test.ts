import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { CHAT_POLL_INTERVAL_MS, startRoomFeed, type EventSourceLike, type FeedStatus, type RoomFeedOptions } from './room-feed.ts';

const message = (id: number): ChatMessage => ({
  id,
  roomId: 7,
  userId: 'u1',
  displayName: 'Maria L.',
  message: `message ${id}`,
  createdAt: '2026-01-05T15:04:00.000Z',
});

class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  emit(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
}

/** A room on the "server": fetchAfter answers from it like GET /api/chat-messages/7?after=. */
function setUp(overrides: Partial<RoomFeedOptions> = {}) {
  const sources: FakeEventSource[] = [];
  const statuses: FeedStatus[] = [];
  const received: number[] = [];
  const hidden: number[] = [];
  const room: ChatMessage[] = [];
  const fetchAfter = vi.fn(async (afterId: number) => room.filter((m) => m.id > afterId));
  const onResync = vi.fn();
  const feed = startRoomFeed({
    roomId: 7,
    afterId: 0,
    onMessages: (messages) => received.push(...messages.map((m) => m.id)),
    onHidden: (id) => hidden.push(id),
    onStatus: (status) => statuses.push(status),
    onResync,
    fetchAfter,
    openEventSource: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
    ...overrides,
  });
  return { feed, sources, statuses, received, hidden, room, fetchAfter, onResync };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startRoomFeed', () => {
  it('opens the live channel after the last known id and is live once it opens, without polling', async () => {
    const { sources, statuses, fetchAfter, feed } = setUp({ afterId: 42 });
    expect(sources[0]!.url).toBe('/api/chat-events?roomId=7&after=42');
    expect(statuses).toEqual(['connecting']);
    sources[0]!.open();
    expect(statuses).toEqual(['connecting', 'live']);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3);
    expect(fetchAfter).not.toHaveBeenCalled();
    feed.stop();
    expect(sources[0]!.closed).toBe(true);
  });

  it('passes on pushed messages and hidings', () => {
    const { sources, received, hidden } = setUp();
    sources[0]!.open();
    sources[0]!.emit('message', message(1));
    sources[0]!.emit('message', message(2));
    sources[0]!.emit('hidden', { roomId: 7, messageId: 1 });
    sources[0]!.emit('message', { not: 'a message' });
    expect(received).toEqual([1, 2]);
    expect(hidden).toEqual([1]);
  });

  it('polls every 2 s after the last id while the channel is down, and stops when it is back', async () => {
    const { sources, statuses, received, room, fetchAfter, onResync } = setUp();
    const source = sources[0]!;
    source.open();
    source.emit('message', message(1));
    source.fail(0); // the browser is reconnecting by itself
    expect(statuses.at(-1)).toBe('polling');

    room.push(message(1), message(2), message(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter).toHaveBeenLastCalledWith(1, expect.any(AbortSignal));
    expect(received).toEqual([1, 2, 3]);

    room.push(message(4));
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS - 1);
    expect(fetchAfter).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchAfter).toHaveBeenLastCalledWith(3, expect.any(AbortSignal));
    expect(received).toEqual([1, 2, 3, 4]);

    source.open();
    expect(statuses.at(-1)).toBe('live');
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 5);
    expect(fetchAfter).toHaveBeenCalledTimes(2);

    // After catching up the server says it is ready: the screen re-checks for hidden messages.
    source.emit('ready', { roomId: 7, lastId: 4 });
    expect(onResync).toHaveBeenCalledTimes(1);
    source.emit('ready', { roomId: 7, lastId: 4 });
    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('opens a new channel from the last received id when the browser gave up on the old one', async () => {
    const { sources, statuses } = setUp({ reopenDelayMs: 1000 });
    sources[0]!.open();
    sources[0]!.emit('message', message(5));
    sources[0]!.fail(2);
    expect(statuses.at(-1)).toBe('polling');
    expect(sources[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(sources).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sources[1]!.url).toBe('/api/chat-events?roomId=7&after=5');
    sources[1]!.open();
    expect(statuses.at(-1)).toBe('live');
  });

  it('only polls where the browser has no EventSource', async () => {
    const { statuses, fetchAfter, room, received } = setUp({ openEventSource: null });
    expect(statuses).toEqual(['polling']);
    room.push(message(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(received).toEqual([1]);
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS);
    expect(fetchAfter).toHaveBeenCalledTimes(2);
  });

  it('reports failed polls and keeps polling', async () => {
    const onPollError = vi.fn();
    const fetchAfter = vi.fn(async () => {
      throw new Error('503: Service Unavailable');
    });
    setUp({ openEventSource: null, fetchAfter, onPollError });
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS);
    expect(onPollError).toHaveBeenCalledTimes(2);
  });

  it('does nothing more after stop', async () => {
    const { feed, fetchAfter, statuses } = setUp({ openEventSource: null });
    feed.stop();
    await vi.advanceTimersByTimeAsync(CHAT_POLL_INTERVAL_MS * 3);
    expect(fetchAfter).not.toHaveBeenCalled();
    expect(statuses).toEqual(['polling']);
  });

  it('polls from the newest id of the first page', async () => {
    const { sources, fetchAfter } = setUp({ afterId: 10 });
    sources[0]!.fail(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchAfter).toHaveBeenLastCalledWith(10, expect.any(AbortSignal));
  });
});
