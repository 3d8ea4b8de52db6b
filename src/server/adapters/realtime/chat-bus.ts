import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database.ts';

/**
 * Public content whose cached answers every instance drops when an admin changes it.
 * `median-income`: an imported median income table, which every instance also reads again.
 * `legal-resources`: an admin changed a resource; every instance reads them again.
 */
export const PUBLIC_CONTENT_TOPICS = ['news', 'faqs', 'document-templates', 'median-income', 'legal-resources'] as const;
export type PublicContentTopic = (typeof PUBLIC_CONTENT_TOPICS)[number];

/**
 * What travels between instances: ids only; each instance reads the message itself. The same
 * channel also says which public content changed, so each instance drops its cached copy. A
 * `sessions-ended` event asks every instance to check at once, in the database, the sessions of
 * that person's live streams (after a sign-out, a password change, a disabled or deleted account):
 * it carries no authority, so a stray one costs one query and closes nothing that is still live.
 */
export type ChatBusEvent =
  | { type: 'message'; roomId: number; messageId: number }
  | { type: 'hidden'; roomId: number; messageId: number }
  | { type: 'sessions-ended'; userId: string }
  | { type: 'public-content-changed'; topic: PublicContentTopic };

export interface ChatBus {
  publish(event: ChatBusEvent): Promise<void>;
  subscribe(listener: (event: ChatBusEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'chat_events';

function parseEvent(payload: string): ChatBusEvent | null {
  try {
    const value = JSON.parse(payload) as ChatBusEvent;
    if (value.type === 'sessions-ended') return typeof value.userId === 'string' ? value : null;
    if (value.type === 'public-content-changed') return PUBLIC_CONTENT_TOPICS.includes(value.topic) ? value : null;
    if ((value.type === 'message' || value.type === 'hidden') && Number.isInteger(value.roomId) && Number.isInteger(value.messageId)) return value;
  } catch {
    // Not ours: ignore.
  }
  return null;
}

/**
 * Fan-out of chat events. On a PostgreSQL server every instance LISTENs and publishes with
 * NOTIFY, so clients of any instance hear messages sent through any other. The embedded
 * database has one process, so events stay in memory. When the LISTEN connection comes back
 * after a drop, any public content may have changed meanwhile unheard: the bus tells this
 * instance's listeners that every topic changed, so each drops its cached answers and reads its
 * tables again.
 */
export async function createChatBus(database: DatabaseHandle): Promise<ChatBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const emit = (event: ChatBusEvent) => emitter.emit('event', event);

  let stopListening: (() => Promise<void>) | undefined;
  if (database.listen) {
    stopListening = await database.listen(
      CHANNEL,
      (payload) => {
        const event = parseEvent(payload);
        if (event) emit(event);
      },
      () => {
        for (const topic of PUBLIC_CONTENT_TOPICS) emit({ type: 'public-content-changed', topic });
      },
    );
  }

  return {
    async publish(event) {
      if (stopListening) {
        await database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
      } else {
        emit(event);
      }
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
      await stopListening?.();
    },
  };
}
