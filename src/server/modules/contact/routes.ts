import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, type ContactMessageResponse } from '#shared/contracts/contact.ts';
import { parseInput } from '../../http/validation.ts';
import type { createContactService } from './service.ts';

export function registerContactRoutes(app: FastifyInstance, contact: ReturnType<typeof createContactService>): void {
  app.post('/api/contact', { config: { access: 'public' } }, async (request, reply) => {
    const input = parseInput(contactMessageSchema, request.body);
    await contact.submit(input, { address: request.ip, userId: request.viewer?.userId ?? null });
    const body: ContactMessageResponse = { ok: true };
    return reply.status(201).send(body);
  });
}
