import { z } from 'zod';
import { idFromText, multilineText, socialSecurityNumberMessage, text, withoutSocialSecurityNumber } from './fields.ts';
import { formatCount } from '../format/money.ts';
import { QUESTION_CATEGORIES, QUESTION_MAX_LENGTH, STORY_MAX_LENGTH } from './community-limits.ts';

export { QUESTION_CATEGORIES, QUESTION_MAX_LENGTH, STORY_MAX_LENGTH };
export const questionCategorySchema = z.enum(QUESTION_CATEGORIES, { errorMap: () => ({ message: 'Choose a category for your question.' }) });
export type QuestionCategory = z.infer<typeof questionCategorySchema>;

/** POST /api/user-stories. The title is the fixed 'User Story' (spec 3); content is plain text. */
export const createStorySchema = z.object({
  title: text().trim().min(1).max(200).default('User Story'),
  content: withoutSocialSecurityNumber(
    multilineText({ required_error: 'Please write your story before sharing it.' })
      .trim()
      .min(1, 'Please write your story before sharing it.')
      .max(STORY_MAX_LENGTH, `Your story must be at most ${formatCount(STORY_MAX_LENGTH)} characters.`),
    socialSecurityNumberMessage('your story'),
  ),
});
export type CreateStory = z.input<typeof createStorySchema>;

/** POST /api/questions. The title equals the question text (spec 3). */
export const createQuestionSchema = z.object({
  title: withoutSocialSecurityNumber(multilineText().trim().max(QUESTION_MAX_LENGTH), socialSecurityNumberMessage('your question')).optional(),
  content: withoutSocialSecurityNumber(
    multilineText({ required_error: 'Please type your question.' })
      .trim()
      .min(1, 'Please type your question.')
      .max(QUESTION_MAX_LENGTH, `Your question must be at most ${formatCount(QUESTION_MAX_LENGTH)} characters.`),
    socialSecurityNumberMessage('your question'),
  ),
  category: questionCategorySchema,
});
export type CreateQuestion = z.input<typeof createQuestionSchema>;

export const storySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type Story = z.infer<typeof storySchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: questionCategorySchema,
  isApproved: z.boolean(),
  isPublished: z.boolean(),
  authorName: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/community/my-posts: the signed-in person's own stories and questions, pending ones included. */
export const ownPostsSchema = z.object({ stories: z.array(storySchema), questions: z.array(questionSchema) });
export type OwnPosts = z.infer<typeof ownPostsSchema>;

/** PUT /api/admin/stories/{id}/status and /api/admin/questions/{id}/status. */
export const moderationStatusSchema = z.object({
  isApproved: z.boolean(),
  isPublished: z.boolean(),
});
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

/** PUT /api/admin/questions/{id}/answer. An empty answer removes it. */
export const answerQuestionSchema = z.object({
  answer: multilineText().trim().max(5000, 'The answer must be at most 5,000 characters.'),
});

export const idParamsSchema = z.object({ id: idFromText() });
