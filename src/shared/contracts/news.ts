import { z } from 'zod';

export const newsArticleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  isPublished: z.boolean(),
  /** ISO date-time; null while the article has never been published. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NewsArticleSummary = z.infer<typeof newsArticleSummarySchema>;

export const newsArticleSchema = newsArticleSummarySchema.extend({
  content: z.string(),
  updatedAt: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticleSchema>;

export const newsArticleIdParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
});
