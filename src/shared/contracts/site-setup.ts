import { z } from 'zod';

/**
 * What a fresh site still lacks, for its first admin (issue 14). Each item names where it is fixed:
 * a tab of the admin dashboard, or environment settings (set at start, so a restart is needed).
 */
export const setupItemIdSchema = z.enum(['webinar', 'news', 'smtp', 'stripe', 'support-email', 'support-phone']);
export type SetupItemId = z.infer<typeof setupItemIdSchema>;

export const setupItemSchema = z.object({
  id: setupItemIdSchema,
  fix: z.union([z.object({ adminTab: z.enum(['webinars', 'news']) }), z.object({ settings: z.array(z.string()).min(1) })]),
});
export type SetupItem = z.infer<typeof setupItemSchema>;

/** Only the items still to do; an empty list means the site is set up. */
export const setupChecklistSchema = z.object({ items: z.array(setupItemSchema) });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
