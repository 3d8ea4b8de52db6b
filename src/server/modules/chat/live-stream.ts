import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChatLiveEvent, ChatMessage } from '#shared/contracts/chat.ts';
import type { ChatHub } from './chat-hub.ts';
import type { StreamSlot } from './stream-registry.ts';

const HEARTBEAT_MS = 25_000;
const CATCH_UP_LIMIT = 500;
const SENT_IDS_KEPT = 2000;

function format(event: ChatLiveEvent): string {
  if (event.type === 'message') return `id: ${event.message.id}\nevent: message\ndata: ${JSON.stringify(event.message)}\n\n`;
  return `event: hidden\ndata: ${JSON.stringify({ roomId: event.roomId, messageId: event.messageId })}\n\n`;
}

/**
 * One Server-Sent Events stream for one room. It subscribes first, then sends what the client
 * missed since its last id, then the live events held meanwhile, so nothing is lost or repeated.
 */
export async function openLiveStream(options: {
  request: FastifyRequest;
  reply: FastifyReply;
  hub: ChatHub;
  roomId: number;
  lastSeenId: number | undefined;
  loadAfter: (afterId: number, limit: number) => Promise<ChatMessage[]>;
  /** This stream's place among the person's streams: freed when it closes, closed when its session ends. */
  slot: StreamSlot;
}): Promise<void> {
  const { reply, hub, roomId } = options;
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 2000\n\n');

  // Messages can commit out of id order, so remember which ids were sent rather than the highest.
  const sentIds = new Set<number>();
  let lastSentId = options.lastSeenId ?? 0;
  let held: ChatLiveEvent[] | null = [];
  const send = (event: ChatLiveEvent) => {
    if (event.type === 'message') {
      const id = event.message.id;
      // Clients merge by id too, so an id they already had is harmless.
      if (sentIds.has(id)) return;
      sentIds.add(id);
      if (sentIds.size > SENT_IDS_KEPT) sentIds.delete(sentIds.values().next().value!);
      lastSentId = Math.max(lastSentId, id);
    }
    res.write(format(event));
  };
  const leave = hub.join(roomId, (event) => (held ? held.push(event) : send(event)));

  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    leave();
    res.end();
    options.slot.release();
  };
  options.slot.attach(close);
  options.request.raw.on('close', close);
  res.on('close', close);
  // The client may have gone while the place was being claimed: no 'close' event will come then.
  if (res.destroyed || options.request.raw.socket.destroyed) close();

  if (options.lastSeenId !== undefined) {
    let missed: ChatMessage[];
    try {
      missed = await options.loadAfter(options.lastSeenId, CATCH_UP_LIMIT);
    } catch (error) {
      close();
      throw error;
    }
    for (const message of missed) send({ type: 'message', message });
  }
  const pending = held;
  held = null;
  for (const event of pending) send(event);
  res.write(`event: ready\ndata: ${JSON.stringify({ roomId, lastId: lastSentId })}\n\n`);
}
