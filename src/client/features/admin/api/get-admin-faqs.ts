import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '#shared/contracts/faqs.ts';

export const ADMIN_FAQS_PATH = '/api/admin/faqs';
/** The public FAQ list, refreshed after every change (owned by the faqs feature). */
export const PUBLIC_FAQS_PATH = '/api/faqs';

export const adminFaqKeys = { all: [ADMIN_FAQS_PATH] as const };

/** GET /api/admin/faqs: every FAQ with its stored text ({{figure}} tokens kept), in guide order. */
export function adminFaqsQueryOptions() {
  return queryOptions<Faq[]>({ queryKey: adminFaqKeys.all });
}

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}
