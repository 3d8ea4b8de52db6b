import type { FastifyInstance } from 'fastify';
import { answerQuestionSchema, createQuestionSchema, createStorySchema, idParamsSchema, moderationStatusSchema } from '#shared/contracts/community.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { CommunityRepository } from './repository.ts';

/** Stories and questions: submitted for review, moderated by admins, published lists for everyone. */
export function registerCommunityRoutes(app: FastifyInstance, deps: { repository: CommunityRepository; audit: AuditLog }): void {
  const { repository, audit } = deps;

  app.post('/api/user-stories', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(createStorySchema, request.body);
    return reply.status(201).send(await repository.createStory(request.viewer!.userId, input.title, input.content));
  });

  app.post('/api/questions', { config: { access: 'user' } }, async (request, reply) => {
    const input = parseInput(createQuestionSchema, request.body);
    // The title is the question itself (spec 3), whatever the client sent.
    const created = await repository.createQuestion(request.viewer!.userId, { title: input.content, content: input.content, category: input.category });
    return reply.status(201).send(created);
  });

  app.get('/api/community/stories', { config: { access: 'public' } }, async () => repository.listStories(true));
  app.get('/api/community/questions', { config: { access: 'public' } }, async () => repository.listQuestions(true));

  app.get('/api/admin/stories', { config: { access: 'admin' } }, async () => repository.listStories(false));
  app.get('/api/admin/questions', { config: { access: 'admin' } }, async () => repository.listQuestions(false));

  app.put('/api/admin/stories/:id/status', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const status = parseInput(moderationStatusSchema, request.body);
    const story = await repository.setStoryStatus(id, status);
    if (!story) throw new AppError('NOT_FOUND', 'That story does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: status.isApproved ? 'story.approve' : 'story.reject', targetType: 'story', targetId: id, details: status });
    return story;
  });

  app.put('/api/admin/questions/:id/status', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const status = parseInput(moderationStatusSchema, request.body);
    const question = await repository.setQuestionStatus(id, status);
    if (!question) throw new AppError('NOT_FOUND', 'That question does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: status.isApproved ? 'question.approve' : 'question.reject', targetType: 'question', targetId: id, details: status });
    return question;
  });

  app.put('/api/admin/questions/:id/answer', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(idParamsSchema, request.params);
    const { answer } = parseInput(answerQuestionSchema, request.body);
    const question = await repository.answerQuestion(id, answer || null, request.viewer!.userId);
    if (!question) throw new AppError('NOT_FOUND', 'That question does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: answer ? 'question.answer' : 'question.remove-answer', targetType: 'question', targetId: id });
    return question;
  });
}
