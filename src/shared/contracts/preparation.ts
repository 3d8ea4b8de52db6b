import { z } from 'zod';
import { text } from './fields.ts';
import { PREPARATION_ITEM_IDS, isPreparationItemId } from './preparation-items.ts';

export {
  PREPARATION_GROUPS,
  PREPARATION_ITEM_IDS,
  isPreparationItemId,
  type PreparationGroupId,
  type PreparationItemId,
} from './preparation-items.ts';

const checkedItemIdsSchema = z
  .array(
    text().refine(isPreparationItemId, { message: 'Unknown checklist item' }),
    { required_error: 'checkedItemIds is required', invalid_type_error: 'checkedItemIds must be a list' },
  )
  .max(PREPARATION_ITEM_IDS.length, 'Too many checklist items')
  .refine((ids) => new Set(ids).size === ids.length, { message: 'A checklist item is listed twice' });

/** GET /api/preparation-checklist response (signed-in users). */
export const preparationChecklistSchema = z.object({
  checkedItemIds: z.array(z.string()),
});
export type PreparationChecklist = z.infer<typeof preparationChecklistSchema>;

/** PUT /api/preparation-checklist body: the full set of ticked ids (replaces the stored set). */
export const updatePreparationChecklistSchema = z.object({
  checkedItemIds: checkedItemIdsSchema,
});
export type UpdatePreparationChecklist = z.infer<typeof updatePreparationChecklistSchema>;
