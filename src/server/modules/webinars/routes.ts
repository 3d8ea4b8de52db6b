import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { signupFormSchema } from '#shared/contracts/signups.ts';
import { webinarInputSchema } from '#shared/contracts/webinars.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { signupRequester } from '../signup-confirmations/routes.ts';
import type { WebinarsService } from './service.ts';

export function registerWebinarRoutes(app: FastifyInstance, service: WebinarsService): void {
  app.post('/api/webinar-registration', { config: { access: 'user' } }, async (request) =>
    service.registerForNext(signupRequester(request), parseInput(signupFormSchema, request.body)),
  );

  app.get('/api/webinars/next', { config: { access: 'public' } }, async () => service.next());

  app.get('/api/admin/webinars', { config: { access: 'admin' } }, async () => service.list());

  app.post('/api/admin/webinars', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(webinarInputSchema, request.body);
    return reply.status(201).send(await service.create(requireViewer(request).userId, input));
  });

  app.put('/api/admin/webinars/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(webinarInputSchema, request.body);
    return service.update(requireViewer(request).userId, id, input);
  });

  app.delete('/api/admin/webinars/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    await service.remove(requireViewer(request).userId, id);
    return reply.status(204).send();
  });
}
