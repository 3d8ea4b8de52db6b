import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CHAT_PAGE_SIZE,
  chatMessagesQuerySchema,
  chatMuteInputSchema,
  chatRoomInputSchema,
  displayNameSchema,
  reportChatMessageSchema,
  sendChatMessageSchema,
  setHiddenSchema,
} from '#shared/contracts/chat.ts';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { userIdParamsSchema } from '#shared/contracts/admin.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { ChatHub } from './chat-hub.ts';
import { openLiveStream } from './live-stream.ts';
import type { ChatRepository } from './repository.ts';
import type { ChatService } from './service.ts';

const roomParamsSchema = z.object({ roomId: z.coerce.number().int().positive() });
const liveQuerySchema = z.object({ roomId: z.coerce.number().int().positive(), after: z.coerce.number().int().nonnegative().optional() });

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'room';

export function registerChatRoutes(
  app: FastifyInstance,
  deps: { service: ChatService; repository: ChatRepository; hub: ChatHub; audit: AuditLog; clock: () => Date; setDisplayName: (userId: string, name: string) => Promise<void> },
): void {
  const { service, repository, hub, audit } = deps;
  const openStreams = new Set<() => void>();
  // Live streams never finish on their own; end them so shutdown can drain.
  app.addHook('preClose', async () => {
    for (const close of [...openStreams]) close();
  });

  app.get('/api/chat-rooms', { config: { access: 'user' } }, async () => repository.listRooms(false));

  const listMessages = async (roomId: number, query: unknown) => {
    const { before, after } = parseInput(chatMessagesQuerySchema, query);
    await service.openRoom(roomId);
    return repository.listMessages(roomId, { limit: after !== undefined ? 500 : CHAT_PAGE_SIZE, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) });
  };

  app.get('/api/chat-messages/:roomId', { config: { access: 'user' } }, async (request) => {
    const { roomId } = parseInput(roomParamsSchema, request.params);
    return listMessages(roomId, request.query);
  });

  app.get('/api/chat-messages', { config: { access: 'user' } }, async (request) => {
    const { roomId } = parseInput(chatMessagesQuerySchema, request.query);
    if (!roomId) throw new AppError('VALIDATION_FAILED', 'Choose a chat room', [{ path: 'roomId', message: 'Choose a chat room' }]);
    return listMessages(roomId, request.query);
  });

  app.post('/api/chat-messages', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(sendChatMessageSchema, request.body);
    return reply.status(201).send(await service.send(request.viewer!.userId, input));
  });

  app.get('/api/chat-events', { config: { access: 'user' } }, async (request, reply) => {
    const { roomId, after } = parseInput(liveQuerySchema, request.query);
    await service.openRoom(roomId);
    const header = Number.parseInt(String(request.headers['last-event-id'] ?? ''), 10);
    const lastSeenId = Number.isInteger(header) && header >= 0 ? header : after;
    await openLiveStream({
      request,
      reply,
      hub,
      roomId,
      lastSeenId,
      loadAfter: (afterId, limit) => repository.listMessages(roomId, { after: afterId, limit }),
      openStreams,
    });
  });

  app.post('/api/chat-messages/:id/report', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { reason } = parseInput(reportChatMessageSchema, request.body);
    if (!(await repository.findMessage(id))) throw new AppError('NOT_FOUND', 'That message does not exist.');
    await repository.report(id, request.viewer!.userId, reason);
    return reply.status(201).send({ ok: true });
  });

  app.put('/api/auth/user/display-name', { config: { access: 'user' } }, async (request) => {
    const { displayName } = parseInput(displayNameSchema, request.body);
    await deps.setDisplayName(request.viewer!.userId, displayName);
    return { displayName };
  });

  // Moderation
  app.get('/api/admin/chat-reports', { config: { access: 'admin' } }, async () => repository.listOpenReports());

  app.put('/api/admin/chat-reports/:id/resolve', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    if (!(await repository.resolveReport(id))) throw new AppError('NOT_FOUND', 'That report does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: 'chat.resolve-report', targetType: 'chat_report', targetId: id });
    return { ok: true };
  });

  app.put('/api/admin/chat-messages/:id/hidden', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { isHidden } = parseInput(setHiddenSchema, request.body);
    await service.setHidden(id, isHidden, request.viewer!.userId);
    await audit.record({ actorId: request.viewer!.userId, action: isHidden ? 'chat.hide-message' : 'chat.unhide-message', targetType: 'chat_message', targetId: id });
    return { ok: true };
  });

  app.get('/api/admin/chat-mutes', { config: { access: 'admin' } }, async () => repository.listMutes(deps.clock()));

  app.post('/api/admin/chat-mutes', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(chatMuteInputSchema, request.body);
    const until = new Date(deps.clock().getTime() + input.minutes * 60_000);
    await repository.mute(input.userId, until, input.reason, request.viewer!.userId).catch(() => {
      throw new AppError('NOT_FOUND', 'That user does not exist.');
    });
    await audit.record({ actorId: request.viewer!.userId, action: 'chat.mute', targetType: 'user', targetId: input.userId, details: { minutes: input.minutes, reason: input.reason } });
    return reply.status(201).send({ userId: input.userId, mutedUntil: until.toISOString() });
  });

  app.delete('/api/admin/chat-mutes/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    if (!(await repository.unmute(id))) throw new AppError('NOT_FOUND', 'That person is not muted.');
    await audit.record({ actorId: request.viewer!.userId, action: 'chat.unmute', targetType: 'user', targetId: id });
    return reply.status(204).send();
  });

  app.get('/api/admin/chat-rooms', { config: { access: 'admin' } }, async () => repository.listRooms(true));

  app.post('/api/admin/chat-rooms', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(chatRoomInputSchema, request.body);
    let slug = slugify(input.name);
    for (let n = 2; await repository.isSlugTaken(slug); n++) slug = `${slugify(input.name)}-${n}`;
    const room = await repository.createRoom({ ...input, slug });
    await audit.record({ actorId: request.viewer!.userId, action: 'chat.create-room', targetType: 'chat_room', targetId: room.id, details: { name: room.name } });
    return reply.status(201).send(room);
  });

  app.put('/api/admin/chat-rooms/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(chatRoomInputSchema, request.body);
    const room = await repository.updateRoom(id, input);
    if (!room) throw new AppError('NOT_FOUND', 'That chat room does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: input.isArchived ? 'chat.archive-room' : 'chat.update-room', targetType: 'chat_room', targetId: id, details: { name: room.name } });
    return room;
  });
}
