import type { UpdatePreparationChecklist } from '#shared/contracts/preparation.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { PREPARATION_CHECKLIST_PATH } from './get-preparation-checklist.ts';

const putPreparationChecklist = apiJson(() => import('#shared/contracts/preparation.ts').then((c) => c.preparationChecklistSchema));

/** PUT /api/preparation-checklist: replaces the signed-in user's ticked ids with `checkedItemIds`. */
export function savePreparationChecklist(body: UpdatePreparationChecklist) {
  return putPreparationChecklist(PREPARATION_CHECKLIST_PATH, { method: 'PUT', body });
}
