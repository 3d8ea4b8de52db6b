import { queryOptions, useQuery } from '@tanstack/react-query';
import { faqSchema } from '#shared/contracts/faqs.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ADMIN_FAQS_PATH = '/api/admin/faqs';

export const adminFaqKeys = { all: [ADMIN_FAQS_PATH] as const };

const getAdminFaqs = apiJson(faqSchema.array());

/** GET /api/admin/faqs: every FAQ with its stored text ({{figure}} tokens kept), in guide order. */
export function adminFaqsQueryOptions() {
  return queryOptions({ queryKey: adminFaqKeys.all, queryFn: ({ signal }) => getAdminFaqs(ADMIN_FAQS_PATH, { signal }) });
}

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}
