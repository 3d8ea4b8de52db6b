import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '#shared/errors.ts';
import type { ChatBus } from '../../adapters/realtime/chat-bus.ts';
import type { ChatStreamsRepository } from './streams-repository.ts';

/**
 * At most this many live chat streams per person, over all instances. The chat page holds one
 * stream per open room, so five is five tabs or windows; it is also one fewer than the six
 * connections a browser keeps to one site over HTTP/1.1, past which that person's own pages
 * would stall anyway. The next one is refused with a 429 rather than closing the oldest: a closed
 * stream reconnects by itself after 2 s, so "close the oldest" would have the tabs knock each
 * other off in a loop, while a refused tab simply falls back to asking every 2 s (same messages).
 */
export const STREAMS_PER_PERSON = 5;
export const TOO_MANY_STREAMS = 'You have too many chat windows open. Close one, then try again.';

/**
 * How often each instance checks, in the database, the sessions behind its open streams. Sign-out,
 * a password change, disabling or deleting an account end sessions in the database and announce it
 * over the chat bus, so every instance closes that person's dead streams at once; this check is what
 * catches a session that expires or idles out (nothing announces that) and an announcement lost
 * while an instance's LISTEN connection was down. One query per instance per period, whatever the
 * number of streams; 30 s bounds how long a stream outlives such a session.
 */
export const SESSION_RECHECK_MS = 30_000;
/** A row not refreshed for three checks belongs to an instance that stopped: it no longer counts. */
const STALE_AFTER_MS = 3 * SESSION_RECHECK_MS;
/** Streams checked per query (PostgreSQL takes at most 65,535 parameters). */
const CHECK_BATCH = 1000;

export interface StreamSlot {
  /** The stream's own close, called when its session is found ended. */
  attach(close: () => void): void;
  /** Frees the place; called once the stream has closed. */
  release(): void;
}

/**
 * This instance's live streams, each tied to the session that opened it. An open stream does not
 * count as use of its session: a forgotten tab must not keep a session from idling out.
 */
export function createStreamRegistry(deps: { repository: ChatStreamsRepository; bus: ChatBus; clock: () => Date; idleTimeoutMs: number; log: FastifyBaseLogger }) {
  const { repository, clock } = deps;
  const open = new Map<string, { userId: string; close: () => void }>();
  const releasing = new Set<Promise<void>>();

  /** Closes the streams (all, or one person's) whose session is no longer live, and refreshes the rest. */
  async function recheck(userId?: string): Promise<void> {
    const now = clock();
    const idleSince = new Date(now.getTime() - deps.idleTimeoutMs);
    const ids = [...open].filter(([, stream]) => userId === undefined || stream.userId === userId).map(([id]) => id);
    for (let start = 0; start < ids.length; start += CHECK_BATCH) {
      const batch = ids.slice(start, start + CHECK_BATCH);
      const live = await repository.keepLive(batch, now, idleSince);
      for (const id of batch) if (!live.has(id)) open.get(id)?.close();
    }
    if (userId === undefined) await repository.deleteStale(new Date(now.getTime() - STALE_AFTER_MS));
  }

  const failed = (error: unknown) => deps.log.warn({ err: error }, 'chat stream session check failed');
  const unsubscribe = deps.bus.subscribe((event) => {
    if (event.type === 'sessions-ended') void recheck(event.userId).catch(failed);
  });
  const timer = setInterval(() => void recheck().catch(failed), SESSION_RECHECK_MS);
  timer.unref();

  return {
    recheck,

    /** A place for one more stream of this person's session; 429 at the cap, 401 if the session just ended. */
    async claim(userId: string, sessionId: string): Promise<StreamSlot> {
      const id = randomUUID();
      const now = clock();
      const outcome = await repository.claim({ id, userId, sessionId, now, freshSince: new Date(now.getTime() - STALE_AFTER_MS), cap: STREAMS_PER_PERSON });
      if (outcome === 'full') throw new AppError('RATE_LIMITED', TOO_MANY_STREAMS);
      if (outcome === 'signed-out') throw new AppError('UNAUTHORIZED', 'Unauthorized');
      let released = false;
      return {
        attach(close) {
          if (!released) open.set(id, { userId, close });
        },
        release() {
          if (released) return;
          released = true;
          open.delete(id);
          const done = repository
            .release(id)
            .catch((error: unknown) => deps.log.warn({ err: error }, 'chat stream release failed'))
            .finally(() => releasing.delete(done));
          releasing.add(done);
        },
      };
    },

    get size(): number {
      return open.size;
    },

    /** Ends every stream (shutdown) and waits until their places are freed. */
    async closeAll(): Promise<void> {
      for (const stream of [...open.values()]) stream.close();
      await Promise.all([...releasing]);
    },

    stop() {
      clearInterval(timer);
      unsubscribe();
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
