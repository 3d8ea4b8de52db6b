import type { ChatLiveEvent } from '#shared/contracts/chat.ts';
import type { ChatBus, ChatBusEvent } from '../../adapters/realtime/chat-bus.ts';
import type { ChatRepository } from './repository.ts';

type Listener = (event: ChatLiveEvent) => void;

/**
 * This instance's live listeners, by room. Each bus event is read from the database once and
 * handed to every local listener of its room.
 */
export function createChatHub(bus: ChatBus, repository: ChatRepository) {
  const rooms = new Map<number, Set<Listener>>();

  const dispatch = async (event: ChatBusEvent) => {
    if (event.type === 'sessions-ended') return;
    if (event.type === 'public-content-changed') return;
    const listeners = rooms.get(event.roomId);
    if (!listeners || listeners.size === 0) return;
    let live: ChatLiveEvent;
    if (event.type === 'hidden') {
      live = { type: 'hidden', roomId: event.roomId, messageId: event.messageId };
    } else {
      const message = await repository.findMessage(event.messageId);
      if (!message || message.isHidden) return;
      const { isHidden: _hidden, ...visible } = message;
      live = { type: 'message', message: visible };
    }
    for (const listener of listeners) listener(live);
  };

  const unsubscribeBus = bus.subscribe((event) => {
    void dispatch(event).catch(() => {});
  });

  return {
    join(roomId: number, listener: Listener): () => void {
      let set = rooms.get(roomId);
      if (!set) rooms.set(roomId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) rooms.delete(roomId);
      };
    },
    get listenerCount(): number {
      let n = 0;
      for (const set of rooms.values()) n += set.size;
      return n;
    },
    close() {
      unsubscribeBus();
      rooms.clear();
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
