import { CHAT_PAGE_SIZE, type ChatMessage, type ChatMute, type ChatRoom } from '#shared/contracts/chat.ts';
import { AppError } from '#shared/errors.ts';
import type { ChatBus } from '../../adapters/realtime/chat-bus.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { RateCounter, RateRule } from '../../security/rate-counter.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { ChatRepository } from './repository.ts';

const CHAT_SEND_LIMIT: RateRule = { limit: 10, windowMs: 10_000 };
/** How many messages a catch-up (`after`) read returns at most. */
const CATCH_UP_LIMIT = 500;

/** A room's address-safe name, from its display name. */
const roomSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'room';

interface RoomInput {
  name: string;
  type: string;
  description: string;
  isArchived: boolean;
}

export function createChatService(deps: {
  repository: ChatRepository;
  bus: ChatBus;
  rateCounter: RateCounter;
  clock: () => Date;
  /** A change and its audit record in one transaction. */
  inTransaction: InTransaction<{ repository: ChatRepository; audit: AuditLog }>;
}) {
  const { repository, bus, inTransaction } = deps;

  async function openRoom(roomId: number) {
    const room = await repository.findRoom(roomId);
    if (!room) throw new AppError('NOT_FOUND', 'That chat room does not exist.');
    return room;
  }

  return {
    openRoom,

    listRooms: (includeArchived: boolean) => repository.listRooms(includeArchived),

    async listMessages(roomId: number, page: { before?: number | undefined; after?: number | undefined }): Promise<ChatMessage[]> {
      await openRoom(roomId);
      const { before, after } = page;
      return repository.listMessages(roomId, { limit: after !== undefined ? CATCH_UP_LIMIT : CHAT_PAGE_SIZE, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) });
    },

    async send(userId: string, input: { roomId: number; message: string }): Promise<ChatMessage> {
      const room = await openRoom(input.roomId);
      if (room.isArchived) throw new AppError('CONFLICT', 'This chat room is archived and no longer takes new messages.');
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

    async report(reporterId: string, messageId: number, reason: string): Promise<void> {
      if (!(await repository.findMessage(messageId))) throw new AppError('NOT_FOUND', 'That message does not exist.');
      await repository.report(messageId, reporterId, reason);
    },

    listOpenReports: () => repository.listOpenReports(),

    async resolveReport(actorId: string, id: number): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.resolveReport(id))) throw new AppError('NOT_FOUND', 'That report does not exist.');
        await audit.record({ actorId, action: 'chat.resolve-report', targetType: 'chat_report', targetId: id });
      });
    },

    async setHidden(actorId: string, messageId: number, isHidden: boolean): Promise<void> {
      const updated = await inTransaction(async ({ repository, audit }) => {
        const row = await repository.setHidden(messageId, isHidden, actorId);
        if (!row) throw new AppError('NOT_FOUND', 'That message does not exist.');
        await audit.record({ actorId, action: isHidden ? 'chat.hide-message' : 'chat.unhide-message', targetType: 'chat_message', targetId: messageId });
        return row;
      });
      // Told only once committed, so listeners read the hidden state.
      if (isHidden) await bus.publish({ type: 'hidden', roomId: updated.roomId, messageId });
    },

    listMutes: () => repository.listMutes(deps.clock()),

    /** Pauses someone's messages for `minutes` from now. */
    async mute(actorId: string, input: { userId: string; minutes: number; reason: string }): Promise<Pick<ChatMute, 'userId' | 'mutedUntil'>> {
      const until = new Date(deps.clock().getTime() + input.minutes * 60_000);
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.mute(input.userId, until, input.reason, actorId))) throw new AppError('NOT_FOUND', 'That user does not exist.');
        await audit.record({ actorId, action: 'chat.mute', targetType: 'user', targetId: input.userId, details: { minutes: input.minutes, reason: input.reason } });
      });
      return { userId: input.userId, mutedUntil: until.toISOString() };
    },

    async unmute(actorId: string, userId: string): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.unmute(userId))) throw new AppError('NOT_FOUND', 'That person is not muted.');
        await audit.record({ actorId, action: 'chat.unmute', targetType: 'user', targetId: userId });
      });
    },

    async createRoom(actorId: string, input: RoomInput): Promise<ChatRoom> {
      return inTransaction(async ({ repository, audit }) => {
        let slug = roomSlug(input.name);
        for (let n = 2; await repository.isSlugTaken(slug); n++) slug = `${roomSlug(input.name)}-${n}`;
        const room = await repository.createRoom({ ...input, slug });
        await audit.record({ actorId, action: 'chat.create-room', targetType: 'chat_room', targetId: room.id, details: { name: room.name } });
        return room;
      });
    },

    async updateRoom(actorId: string, id: number, input: RoomInput): Promise<ChatRoom> {
      return inTransaction(async ({ repository, audit }) => {
        const room = await repository.updateRoom(id, input);
        if (!room) throw new AppError('NOT_FOUND', 'That chat room does not exist.');
        await audit.record({ actorId, action: input.isArchived ? 'chat.archive-room' : 'chat.update-room', targetType: 'chat_room', targetId: id, details: { name: room.name } });
        return room;
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
