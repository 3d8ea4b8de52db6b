import type { FastifyInstance } from 'fastify';
import {
  chatLiveQuerySchema,
  chatMessagesQuerySchema,
  chatRoomParamsSchema,
  chatMuteInputSchema,
  chatRoomInputSchema,
  reportChatMessageSchema,
  sendChatMessageSchema,
  setHiddenSchema,
} from '#shared/contracts/chat.ts';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { userIdParamsSchema } from '#shared/contracts/admin.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import type { ChatHub } from './chat-hub.ts';
import { openLiveStream } from './live-stream.ts';
import type { ChatRepository } from './repository.ts';
import type { ChatService } from './service.ts';
import type { StreamRegistry } from './stream-registry.ts';

export function registerChatRoutes(app: FastifyInstance, deps: { service: ChatService; repository: ChatRepository; hub: ChatHub; streams: StreamRegistry }): void {
  const { service, repository, hub, streams } = deps;
  // Live streams never finish on their own; end them so shutdown can drain.
  app.addHook('preClose', async () => {
    await streams.closeAll();
  });

  app.get('/api/chat-rooms', { config: { access: 'user' } }, async () => service.listRooms(false));

  app.get('/api/chat-messages/:roomId', { config: { access: 'user' } }, async (request) => {
    const { roomId } = parseInput(chatRoomParamsSchema, request.params);
    return service.listMessages(roomId, parseInput(chatMessagesQuerySchema, request.query));
  });

  app.get('/api/chat-messages', { config: { access: 'user' } }, async (request) => {
    const query = parseInput(chatMessagesQuerySchema, request.query);
    if (!query.roomId) throw new AppError('VALIDATION_FAILED', 'Choose a chat room', [{ path: 'roomId', message: 'Choose a chat room' }]);
    return service.listMessages(query.roomId, query);
  });

  app.post('/api/chat-messages', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(sendChatMessageSchema, request.body);
    return reply.status(201).send(await service.send(requireViewer(request).userId, input));
  });

  app.get('/api/chat-events', { config: { access: 'user' }, compress: false }, async (request, reply) => {
    const { roomId, after } = parseInput(chatLiveQuerySchema, request.query);
    await service.openRoom(roomId);
    const { user, sessionId } = requireSignedIn(request);
    // Tied to the session, so the stream ends with it; refused past the per-person cap.
    const slot = await streams.claim(user.id, sessionId);
    const header = Number.parseInt(String(request.headers['last-event-id'] ?? ''), 10);
    const lastSeenId = Number.isInteger(header) && header >= 0 ? header : after;
    await openLiveStream({
      request,
      reply,
      hub,
      roomId,
      lastSeenId,
      loadAfter: (afterId, limit) => repository.listMessages(roomId, { after: afterId, limit }),
      slot,
    });
  });

  app.post('/api/chat-messages/:id/report', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { reason } = parseInput(reportChatMessageSchema, request.body);
    await service.report(requireViewer(request).userId, id, reason);
    return reply.status(201).send({ ok: true });
  });

  // Moderation
  app.get('/api/admin/chat-reports', { config: { access: 'admin' } }, async () => service.listOpenReports());

  app.put('/api/admin/chat-reports/:id/resolve', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await service.resolveReport(requireViewer(request).userId, id);
    return { ok: true };
  });

  app.put('/api/admin/chat-messages/:id/hidden', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { isHidden } = parseInput(setHiddenSchema, request.body);
    await service.setHidden(requireViewer(request).userId, id, isHidden);
    return { ok: true };
  });

  app.get('/api/admin/chat-mutes', { config: { access: 'admin' } }, async () => service.listMutes());

  app.post('/api/admin/chat-mutes', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(chatMuteInputSchema, request.body);
    return reply.status(201).send(await service.mute(requireViewer(request).userId, input));
  });

  app.delete('/api/admin/chat-mutes/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    await service.unmute(requireViewer(request).userId, id);
    return reply.status(204).send();
  });

  app.get('/api/admin/chat-rooms', { config: { access: 'admin' } }, async () => service.listRooms(true));

  app.post('/api/admin/chat-rooms', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(chatRoomInputSchema, request.body);
    return reply.status(201).send(await service.createRoom(requireViewer(request).userId, input));
  });

  app.put('/api/admin/chat-rooms/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(chatRoomInputSchema, request.body);
    return service.updateRoom(requireViewer(request).userId, id, input);
  });
}
