import { z } from 'zod';

export const DOCUMENT_TEMPLATE_IDS = [
  'chapter7-complete',
  'chapter13-complete',
  'amended-chapter13-plan',
  'individual-schedules',
] as const;
export const documentTemplateIdSchema = z.enum(DOCUMENT_TEMPLATE_IDS);
export type DocumentTemplateId = z.infer<typeof documentTemplateIdSchema>;

export const documentTemplateSchema = z.object({
  id: documentTemplateIdSchema,
  name: z.string(),
  description: z.string(),
  category: z.string(),
  officialForms: z.array(z.string()),
  isActive: z.boolean(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
