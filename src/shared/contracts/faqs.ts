import { z } from 'zod';

export const FAQ_CATEGORIES = ['General', 'Chapter 7', 'Chapter 13', 'Forms', 'After Filing'] as const;

export const faqSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  sortOrder: z.number().int(),
});
export type Faq = z.infer<typeof faqSchema>;
