import type { FastifyInstance } from 'fastify';
import { counselingConversationIdParamsSchema, counselingMessageRequestSchema, type CounselingReply } from '#shared/contracts/counseling.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { CounselingService } from './service.ts';

// The assistant is a premium tool (spec 2.16, 6), like the other premium routes. Reading and
// deleting one's own earlier conversations needs only to be signed in, so a lapsed subscription
// never keeps someone from deleting what they wrote.
const premium = { access: 'subscriber' } as const;
const owner = { access: 'user' } as const;

export function registerCounselingRoutes(app: FastifyInstance, service: CounselingService): void {
  app.post('/api/chatbot/message', { config: premium }, async (request, reply): Promise<CounselingReply | void> => {
    const input = parseInput(counselingMessageRequestSchema, request.body);
    const { userId } = requireViewer(request);
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) return service.send(userId, input);

    // Streaming (the language model writes as it thinks): `delta` events with text, then one
    // `reply` event with the whole answer, or an `error` event with the same body as a JSON error.
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no', connection: 'keep-alive' });
    const event = (name: string, data: unknown) => raw.write(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`);
    try {
      const answer = await service.send(userId, input, (text) => event('delta', { text }));
      event('reply', answer);
    } catch (error) {
      const known = error as { code?: string; message?: string; statusCode?: number };
      const isApp = typeof known.code === 'string' && /^[A-Z_]+$/.test(known.code);
      if (!isApp) request.log.error({ err: { type: (error as Error)?.name } }, 'counseling stream failed');
      event('error', isApp ? { message: known.message, code: known.code } : { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    raw.end();
  });

  app.get('/api/chatbot/conversations', { config: owner }, async (request) => service.list(requireViewer(request).userId));

  app.get('/api/chatbot/conversations/:id', { config: owner }, async (request) => {
    const { id } = parseInput(counselingConversationIdParamsSchema, request.params);
    return service.get(requireViewer(request).userId, id);
  });

  app.delete('/api/chatbot/conversations/:id', { config: owner }, async (request, reply) => {
    const { id } = parseInput(counselingConversationIdParamsSchema, request.params);
    await service.delete(requireViewer(request).userId, id);
    return reply.status(204).send();
  });

  app.delete('/api/chatbot/conversations', { config: owner }, async (request) => ({ deleted: await service.deleteAll(requireViewer(request).userId) }));
}
