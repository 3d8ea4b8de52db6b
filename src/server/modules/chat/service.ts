import { SSN_WARNING, type ChatMessage, type SendChatMessage } from '#shared/contracts/chat.ts';
import { looksLikeSocialSecurityNumber } from '#shared/chat/looks-like-ssn.ts';
import { AppError } from '#shared/errors.ts';
import type { ChatBus } from '../../adapters/realtime/chat-bus.ts';
import type { RateCounter, RateRule } from '../../security/rate-counter.ts';
import type { ChatRepository } from './repository.ts';

export const CHAT_SEND_LIMIT: RateRule = { limit: 10, windowMs: 10_000 };

export function createChatService(deps: { repository: ChatRepository; bus: ChatBus; rateCounter: RateCounter; clock: () => Date }) {
  const { repository, bus } = deps;

  async function openRoom(roomId: number) {
    const room = await repository.findRoom(roomId);
    if (!room) throw new AppError('NOT_FOUND', 'That chat room does not exist.');
    return room;
  }

  return {
    openRoom,

    async send(userId: string, input: { roomId: number; message: string }): Promise<ChatMessage> {
      const room = await openRoom(input.roomId);
      if (room.isArchived) throw new AppError('CONFLICT', 'This chat room is archived and no longer takes new messages.');
      if (looksLikeSocialSecurityNumber(input.message)) throw new AppError('VALIDATION_FAILED', SSN_WARNING, [{ path: 'message', message: SSN_WARNING }]);
      const mute = await repository.activeMute(userId, deps.clock());
      if (mute) {
        const until = mute.mutedUntil.toUTCString();
        throw new AppError('FORBIDDEN', `A moderator paused your chat messages until ${until}.${mute.reason ? ` Reason: ${mute.reason}` : ''}`);
      }
      if (await deps.rateCounter.hit(`chat:user:${userId}`, CHAT_SEND_LIMIT)) {
        throw new AppError('RATE_LIMITED', 'You are sending messages too quickly');
      }
      const id = await repository.insertMessage(room.id, userId, input.message);
      await bus.publish({ type: 'message', roomId: room.id, messageId: id });
      return (await repository.findMessage(id))!;
    },

    async setHidden(messageId: number, isHidden: boolean, adminId: string): Promise<void> {
      const updated = await repository.setHidden(messageId, isHidden, adminId);
      if (!updated) throw new AppError('NOT_FOUND', 'That message does not exist.');
      if (isHidden) await bus.publish({ type: 'hidden', roomId: updated.roomId, messageId });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
export type { SendChatMessage };
