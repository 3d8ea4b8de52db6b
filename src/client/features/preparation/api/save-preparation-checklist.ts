import type { PreparationChecklist, UpdatePreparationChecklist } from '#shared/contracts/preparation.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { PREPARATION_CHECKLIST_PATH } from './get-preparation-checklist.ts';

/** PUT /api/preparation-checklist: replaces the signed-in user's ticked ids with `checkedItemIds`. */
export async function savePreparationChecklist(body: UpdatePreparationChecklist): Promise<PreparationChecklist> {
  const res = await apiRequest('PUT', PREPARATION_CHECKLIST_PATH, body);
  return (await res.json()) as PreparationChecklist;
}
