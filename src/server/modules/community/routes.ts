import type { FastifyInstance } from 'fastify';
import { answerQuestionSchema, createQuestionSchema, createStorySchema, idParamsSchema, moderationStatusSchema } from '#shared/contracts/community.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { CommunityService } from './service.ts';

/** Stories and questions: submitted for review, moderated by admins, published lists for everyone. */
export function registerCommunityRoutes(app: FastifyInstance, service: CommunityService): void {
  app.post('/api/user-stories', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(createStorySchema, request.body);
    return reply.status(201).send(await service.submitStory(requireViewer(request).userId, input));
  });

  app.post('/api/questions', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(createQuestionSchema, request.body);
    return reply.status(201).send(await service.submitQuestion(requireViewer(request).userId, input));
  });

  app.get('/api/community/stories', { config: { access: 'public' } }, async () => service.listStories(true));
  app.get('/api/community/questions', { config: { access: 'public' } }, async () => service.listQuestions(true));

  app.get('/api/community/my-posts', { config: { access: 'user' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.listOwnPosts(requireViewer(request).userId);
  });

  app.get('/api/admin/stories', { config: { access: 'admin' } }, async () => service.listStories(false));
  app.get('/api/admin/questions', { config: { access: 'admin' } }, async () => service.listQuestions(false));

  app.put('/api/admin/stories/:id/status', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return service.setStoryStatus(requireViewer(request).userId, id, parseInput(moderationStatusSchema, request.body));
  });

  app.put('/api/admin/questions/:id/status', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    return service.setQuestionStatus(requireViewer(request).userId, id, parseInput(moderationStatusSchema, request.body));
  });

  app.put('/api/admin/questions/:id/answer', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { answer } = parseInput(answerQuestionSchema, request.body);
    return service.answerQuestion(requireViewer(request).userId, id, answer);
  });
}
