import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { lastMessageId, mergeMessages, reconcileWithNewestPage, removeMessage } from './message-list.ts';

const message = (id: number, text = `message ${id}`): ChatMessage => ({
  id,
  roomId: 1,
  userId: 'u1',
  displayName: 'Maria L.',
  message: text,
  createdAt: '2026-01-05T15:04:00.000Z',
});
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('keeps one message per id, oldest first, whatever order they arrive in', () => {
    const merged = mergeMessages([message(1), message(3)], [message(5), message(2), message(3), message(1)]);
    expect(ids(merged)).toEqual([1, 2, 3, 5]);
  });

  it('lets the later copy of a message win', () => {
    const merged = mergeMessages([message(1, 'old')], [message(1, 'new')]);
    expect(merged.map((m) => m.message)).toEqual(['new']);
  });

  it('returns the same list when nothing arrives, so the screen does not re-render', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('puts an older page in front', () => {
    expect(ids(mergeMessages([message(51), message(52)], [message(1), message(2)]))).toEqual([1, 2, 51, 52]);
  });
});

describe('removeMessage', () => {
  it('drops a hidden message and ignores unknown ids', () => {
    const current = [message(1), message(2)];
    expect(ids(removeMessage(current, 1))).toEqual([2]);
    expect(removeMessage(current, 9)).toBe(current);
  });
});

describe('reconcileWithNewestPage', () => {
  it('drops messages inside the page range that the page lacks, and keeps older and newer ones', () => {
    const current = [message(1), message(10), message(11), message(12), message(20)];
    const page = [message(10), message(12), message(13)];
    expect(ids(reconcileWithNewestPage(current, page))).toEqual([1, 10, 12, 13, 20]);
  });

  it('empties the list when the room has no visible messages left', () => {
    expect(reconcileWithNewestPage([message(1)], [])).toEqual([]);
  });
});

describe('lastMessageId', () => {
  it('is the newest id, or 0 for an empty room', () => {
    expect(lastMessageId([message(3), message(8)])).toBe(8);
    expect(lastMessageId([])).toBe(0);
  });
});
