import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '#shared/contracts/community.ts';
import { signupFormSchema } from '#shared/contracts/signups.ts';
import { webinarInputSchema } from '#shared/contracts/webinars.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { toWebinar, type SignupsRepository } from './repository.ts';
import type { createSignupsService } from './service.ts';

export function registerSignupRoutes(
  app: FastifyInstance,
  deps: { service: ReturnType<typeof createSignupsService>; repository: SignupsRepository; audit: AuditLog; clock: () => Date },
): void {
  const { service, repository, audit } = deps;

  app.post('/api/newsletter-signup', { config: { access: 'user' } }, async (request) =>
    service.signUpForNewsletter(request.viewer!.userId, parseInput(signupFormSchema, request.body)),
  );

  app.post('/api/webinar-registration', { config: { access: 'user' } }, async (request) =>
    service.registerForNextWebinar(request.viewer!.userId, parseInput(signupFormSchema, request.body)),
  );

  app.get('/api/webinars/next', { config: { access: 'public' } }, async () => {
    const next = await repository.nextWebinar(deps.clock());
    return { webinar: next ? toWebinar(next) : null };
  });

  app.get('/api/admin/webinars', { config: { access: 'admin' } }, async () => repository.listWebinars());

  app.post('/api/admin/webinars', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(webinarInputSchema, request.body);
    const created = await repository.createWebinar({ ...input, startsAt: new Date(input.startsAt) });
    await audit.record({ actorId: request.viewer!.userId, action: 'webinar.create', targetType: 'webinar', targetId: created.id, details: { title: created.title } });
    return reply.status(201).send(toWebinar(created));
  });

  app.put('/api/admin/webinars/:id', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const input = parseInput(webinarInputSchema, request.body);
    const updated = await repository.updateWebinar(id, { ...input, startsAt: new Date(input.startsAt) });
    if (!updated) throw new AppError('NOT_FOUND', 'That webinar does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: 'webinar.update', targetType: 'webinar', targetId: id, details: { title: updated.title, isCanceled: updated.isCanceled } });
    return toWebinar(updated);
  });

  app.delete('/api/admin/webinars/:id', { config: { access: 'admin' } }, async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params);
    if (!(await repository.deleteWebinar(id))) throw new AppError('NOT_FOUND', 'That webinar does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: 'webinar.delete', targetType: 'webinar', targetId: id });
    return reply.status(204).send();
  });
}
