import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { legalResourceAdminListSchema, legalResourceAdminRowSchema, type LegalResourceFormValues } from '#shared/contracts/resources.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_LEGAL_RESOURCES_PATH = '/api/admin/legal-resources';
export const adminLegalResourceKeys = { all: [ADMIN_LEGAL_RESOURCES_PATH] as const };

const getList = apiJson(legalResourceAdminListSchema);
const sendRow = apiJson(legalResourceAdminRowSchema);

/** GET /api/admin/legal-resources: every resource, retired ones too. */
export function useAdminLegalResources() {
  return useQuery(queryOptions({ queryKey: adminLegalResourceKeys.all, queryFn: ({ signal }) => getList(ADMIN_LEGAL_RESOURCES_PATH, { signal }) }));
}

/** POST (new, `id` undefined) or PUT /api/admin/legal-resources/{id}: the server checks the shared rules again. */
export function saveLegalResource({ id, input }: { id?: string; input: LegalResourceFormValues }) {
  return id === undefined
    ? sendRow(ADMIN_LEGAL_RESOURCES_PATH, { method: 'POST', body: input })
    : sendRow(`${ADMIN_LEGAL_RESOURCES_PATH}/${encodeURIComponent(id)}`, { method: 'PUT', body: input });
}

export type LegalResourceAction = 'retire' | 'restore' | 'verify';

function act({ id, action }: { id: string; action: LegalResourceAction }) {
  return sendRow(`${ADMIN_LEGAL_RESOURCES_PATH}/${encodeURIComponent(id)}/${action}`, { method: 'POST' });
}

function useRefreshing<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminLegalResourceKeys.all }) });
}

export const useSaveLegalResource = () => useRefreshing(saveLegalResource);
export const useLegalResourceAction = () => useRefreshing(act);
