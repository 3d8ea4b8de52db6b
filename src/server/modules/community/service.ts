import type { ModerationStatus, OwnPosts, Question, QuestionCategory, Story } from '#shared/contracts/community.ts';
import { AppError } from '#shared/errors.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { CommunityRepository } from './repository.ts';

/** Stories and questions: submitted for review, moderated by admins, published lists for everyone. */
export function createCommunityService(deps: {
  repository: CommunityRepository;
  /** A moderation change and its audit record in one transaction. */
  inTransaction: InTransaction<{ repository: CommunityRepository; audit: AuditLog }>;
}) {
  const { repository, inTransaction } = deps;

  return {
    submitStory: (userId: string, input: { title: string; content: string }): Promise<Story> => repository.createStory(userId, input.title, input.content),

    // The title is the question itself (spec 3), whatever the client sent.
    submitQuestion: (userId: string, input: { content: string; category: QuestionCategory }): Promise<Question> =>
      repository.createQuestion(userId, { title: input.content, content: input.content, category: input.category }),

    listStories: (onlyPublished: boolean) => repository.listStories(onlyPublished),
    listQuestions: (onlyPublished: boolean) => repository.listQuestions(onlyPublished),
    /** "Your posts": only the signed-in person's own, so they can follow them through review. */
    listOwnPosts: (userId: string): Promise<OwnPosts> => repository.listOwnPosts(userId),

    async setStoryStatus(actorId: string, id: number, status: ModerationStatus): Promise<Story> {
      return inTransaction(async ({ repository, audit }) => {
        const story = await repository.setStoryStatus(id, status);
        if (!story) throw new AppError('NOT_FOUND', 'That story does not exist.');
        await audit.record({ actorId, action: status.isApproved ? 'story.approve' : 'story.reject', targetType: 'story', targetId: id, details: { ...status } });
        return story;
      });
    },

    async setQuestionStatus(actorId: string, id: number, status: ModerationStatus): Promise<Question> {
      return inTransaction(async ({ repository, audit }) => {
        const question = await repository.setQuestionStatus(id, status);
        if (!question) throw new AppError('NOT_FOUND', 'That question does not exist.');
        await audit.record({ actorId, action: status.isApproved ? 'question.approve' : 'question.reject', targetType: 'question', targetId: id, details: { ...status } });
        return question;
      });
    },

    async answerQuestion(actorId: string, id: number, answer: string): Promise<Question> {
      return inTransaction(async ({ repository, audit }) => {
        const question = await repository.answerQuestion(id, answer || null, actorId);
        if (!question) throw new AppError('NOT_FOUND', 'That question does not exist.');
        await audit.record({ actorId, action: answer ? 'question.answer' : 'question.remove-answer', targetType: 'question', targetId: id });
        return question;
      });
    },
  };
}

export type CommunityService = ReturnType<typeof createCommunityService>;
