import { z } from 'zod';
import { idFromText, multilineText, text } from './fields.ts';
import { figureSourcesField } from './figure-sources.ts';

export const newsArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  isPublished: z.boolean(),
  /** ISO date-time; null while the article has never been published. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  figureSources: figureSourcesField,
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = newsArticleSummarySchema.extend({
  content: z.string(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleIdParamsSchema = z.object({
  id: idFromText(),
});

/** Admin create/edit form (spec 2.4 / 2.17): title and content required after trimming. */
export const newsArticleInputSchema = z.object({
  title: text().trim().min(1, 'Enter a title').max(200, 'The title must be at most 200 characters'),
  content: multilineText().trim().min(1, 'Enter the article text').max(50_000, 'The article must be at most 50,000 characters'),
  excerpt: multilineText().trim().max(500, 'The excerpt must be at most 500 characters').default(''),
  isPublished: z.boolean().default(false),
});
export type NewsArticleInput = z.input<typeof newsArticleInputSchema>;
