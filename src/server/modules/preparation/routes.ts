import type { FastifyInstance } from 'fastify';
import { isPreparationItemId, updatePreparationChecklistSchema, type PreparationChecklist } from '#shared/contracts/preparation.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { createPreparationRepository } from './repository.ts';

export function registerPreparationRoutes(app: FastifyInstance, checklists: ReturnType<typeof createPreparationRepository>): void {
  app.get('/api/preparation-checklist', { config: { access: 'user' } }, async (request): Promise<PreparationChecklist> => {
    // Ids retired from the checklist since they were saved are not shown.
    const stored = await checklists.get(requireViewer(request).userId);
    return { checkedItemIds: stored.filter(isPreparationItemId) };
  });

  app.put('/api/preparation-checklist', { config: { access: 'user' } }, async (request): Promise<PreparationChecklist> => {
    const { checkedItemIds } = parseInput(updatePreparationChecklistSchema, request.body);
    await checklists.replace(requireViewer(request).userId, checkedItemIds);
    return { checkedItemIds };
  });
}
