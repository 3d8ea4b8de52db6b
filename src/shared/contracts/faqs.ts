import { z } from 'zod';
import { idNumber, multilineText } from './fields.ts';
import { figureSourcesField } from './figure-sources.ts';

export const FAQ_CATEGORIES = ['General', 'Chapter 7', 'Chapter 13', 'Forms', 'After Filing'] as const;

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
  figureSources: figureSourcesField,
});
export type Faq = z.infer<typeof faqSchema>;

export const faqInputSchema = z.object({
  category: z.enum(FAQ_CATEGORIES, { errorMap: () => ({ message: 'Choose a category' }) }),
  question: multilineText().trim().min(1, 'Enter the question').max(500, 'The question must be at most 500 characters'),
  answer: multilineText().trim().min(1, 'Enter the answer').max(5000, 'The answer must be at most 5,000 characters'),
});
export type FaqInput = z.infer<typeof faqInputSchema>;

/** PUT /api/admin/faqs/order: the full order of one category's FAQ ids. */
export const faqOrderSchema = z.object({
  category: z.enum(FAQ_CATEGORIES),
  ids: z.array(idNumber()).min(1).max(500),
});
