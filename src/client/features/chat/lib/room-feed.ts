import type { ChatMessage } from '#shared/contracts/chat.ts';

/** How often the room is polled while the live channel is down (spec 9: chat polling 2000 ms). */
export const CHAT_POLL_INTERVAL_MS = 2000;
/** First wait before a closed live channel is opened again; doubles up to the maximum. */
export const LIVE_REOPEN_DELAY_MS = 5000;
export const LIVE_REOPEN_MAX_DELAY_MS = 60_000;

/**
 * `connecting`: the live channel is being opened for the first time; `live`: it is open and
 * pushes messages; `polling`: it is down, so the room is asked for new messages every 2 s.
 */
export type FeedStatus = 'connecting' | 'live' | 'polling';

/** The part of the browser's EventSource the feed uses (a fake one in tests). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

const EVENT_SOURCE_CLOSED = 2;

export interface RoomFeedOptions {
  roomId: number;
  /** Newest message id the screen already has (from the first page); 0 for none. */
  afterId: number;
  onMessages(messages: ChatMessage[]): void;
  onHidden(messageId: number): void;
  onStatus(status: FeedStatus): void;
  /**
   * The live channel is back after being down. Missed messages have been replayed, but missed
   * hidings are not, so the screen should compare itself with a fresh page.
   */
  onResync?(): void;
  /** A poll failed (a 401 means the session ended; other failures are retried at the next tick). */
  onPollError?(error: unknown): void;
  /** GET the room's messages with ids above `afterId`. */
  fetchAfter(afterId: number, signal: AbortSignal): Promise<ChatMessage[]>;
  /** Opens the live channel; null where the browser has no EventSource (then the feed only polls). */
  openEventSource: ((url: string) => EventSourceLike) | null;
  pollIntervalMs?: number;
  reopenDelayMs?: number;
}

export interface RoomFeed {
  /** Ends the live channel and polling for good. */
  stop(): void;
}

export function liveChannelUrl(roomId: number, afterId: number): string {
  return `/api/chat-events?roomId=${roomId}&after=${afterId}`;
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

function isChatMessage(value: unknown): value is ChatMessage {
  const record = value as Partial<ChatMessage> | null;
  return typeof record?.id === 'number' && typeof record.message === 'string' && typeof record.createdAt === 'string';
}

/**
 * Keeps one room's messages coming: a Server-Sent Events stream while it is up, polling for
 * "everything after the last id I have" every 2 s while it is not. The cursor only moves with
 * messages the feed itself received, so a message we sent (and so already show) can never make
 * polling skip someone else's earlier one; duplicates are left to the id-keyed merge.
 */
export function startRoomFeed(options: RoomFeedOptions): RoomFeed {
  const pollIntervalMs = options.pollIntervalMs ?? CHAT_POLL_INTERVAL_MS;
  const firstReopenDelayMs = options.reopenDelayMs ?? LIVE_REOPEN_DELAY_MS;

  let cursor = options.afterId;
  let stopped = false;
  let status: FeedStatus | null = null;
  let source: EventSourceLike | null = null;
  let hasBeenDown = false;
  let reopenDelayMs = firstReopenDelayMs;
  let reopenTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setTimeout> | null = null;
  let pollRequest: AbortController | null = null;
  let isPolling = false;

  const setStatus = (next: FeedStatus) => {
    if (next === status || stopped) return;
    status = next;
    options.onStatus(next);
  };

  const accept = (messages: ChatMessage[]) => {
    if (stopped || messages.length === 0) return;
    for (const message of messages) cursor = Math.max(cursor, message.id);
    options.onMessages(messages);
  };

  const schedulePoll = (delayMs: number) => {
    pollTimer = setTimeout(() => {
      pollTimer = null;
      const request = new AbortController();
      pollRequest = request;
      options
        .fetchAfter(cursor, request.signal)
        .then(accept, (error: unknown) => {
          if (!request.signal.aborted) options.onPollError?.(error);
        })
        .finally(() => {
          if (pollRequest === request) pollRequest = null;
          if (isPolling && !stopped) schedulePoll(pollIntervalMs);
        });
    }, delayMs);
  };

  const startPolling = () => {
    setStatus('polling');
    if (isPolling || stopped) return;
    isPolling = true;
    // Catch up at once, then every interval.
    schedulePoll(0);
  };

  const stopPolling = () => {
    isPolling = false;
    if (pollTimer !== null) clearTimeout(pollTimer);
    pollTimer = null;
    pollRequest?.abort();
    pollRequest = null;
  };

  const openLive = () => {
    reopenTimer = null;
    if (stopped) return;
    if (!options.openEventSource) {
      startPolling();
      return;
    }
    let opened: EventSourceLike;
    try {
      opened = options.openEventSource(liveChannelUrl(options.roomId, cursor));
    } catch {
      startPolling();
      return;
    }
    source = opened;
    opened.onopen = () => {
      if (source !== opened) return;
      reopenDelayMs = firstReopenDelayMs;
      stopPolling();
      setStatus('live');
    };
    opened.addEventListener('message', (event) => {
      const data = parseJson(event.data);
      if (source === opened && isChatMessage(data)) accept([data]);
    });
    opened.addEventListener('hidden', (event) => {
      const data = parseJson(event.data) as { messageId?: unknown } | null;
      if (source === opened && typeof data?.messageId === 'number') options.onHidden(data.messageId);
    });
    opened.addEventListener('ready', () => {
      if (source !== opened || !hasBeenDown) return;
      hasBeenDown = false;
      options.onResync?.();
    });
    opened.onerror = () => {
      if (source !== opened || stopped) return;
      hasBeenDown = true;
      startPolling();
      // CONNECTING: the browser reconnects by itself (sending Last-Event-ID). CLOSED: it gave up
      // (for example the server answered with an error), so we open a new one later.
      if (opened.readyState === EVENT_SOURCE_CLOSED) {
        opened.close();
        source = null;
        reopenTimer = setTimeout(openLive, reopenDelayMs);
        reopenDelayMs = Math.min(reopenDelayMs * 2, LIVE_REOPEN_MAX_DELAY_MS);
      }
    };
  };

  setStatus(options.openEventSource ? 'connecting' : 'polling');
  openLive();

  return {
    stop() {
      stopped = true;
      stopPolling();
      if (reopenTimer !== null) clearTimeout(reopenTimer);
      reopenTimer = null;
      source?.close();
      source = null;
    },
  };
}

/** The browser's EventSource, or null where there is none (old browsers, prerendering). */
export function browserEventSource(): ((url: string) => EventSourceLike) | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url);
}
