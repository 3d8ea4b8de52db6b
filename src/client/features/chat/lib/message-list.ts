import type { ChatMessage } from '#shared/contracts/chat.ts';

/**
 * Messages of one room as the screen shows them: one per id, oldest first. Messages arrive from
 * several places (the first page, older pages, the live channel, polling, our own sends), often
 * more than once; merging by id makes the order of arrival irrelevant.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Without the message `messageId` (hidden by a moderator). */
export function removeMessage(current: readonly ChatMessage[], messageId: number): ChatMessage[] {
  return current.some((message) => message.id === messageId) ? current.filter((message) => message.id !== messageId) : (current as ChatMessage[]);
}

/**
 * Brings a list up to date with a fresh newest page after the live channel was down: a message
 * inside the page's id range that the page no longer has was hidden meanwhile (hidden events are
 * not replayed), so it goes; everything in the page is merged.
 */
export function reconcileWithNewestPage(current: readonly ChatMessage[], page: readonly ChatMessage[]): ChatMessage[] {
  if (page.length === 0) return current.length === 0 ? (current as ChatMessage[]) : [];
  const oldestInPage = page[0]!.id;
  const ids = new Set(page.map((message) => message.id));
  const kept = current.filter((message) => message.id < oldestInPage || ids.has(message.id) || message.id > page.at(-1)!.id);
  return mergeMessages(kept, page);
}

/** The newest id in the list, or 0 when it is empty (the API's `after` accepts 0). */
export function lastMessageId(messages: readonly ChatMessage[]): number {
  return messages.length === 0 ? 0 : messages[messages.length - 1]!.id;
}
