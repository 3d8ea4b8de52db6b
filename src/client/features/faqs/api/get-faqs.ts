import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '#shared/contracts/faqs.ts';

export const FAQS_PATH = '/api/faqs';

/** Query keys of the FAQ feature: all → list. */
export const faqKeys = {
  all: [FAQS_PATH] as const,
  list: () => [FAQS_PATH] as const,
};

/** GET /api/faqs: every published FAQ in guide order (category, then sortOrder), legal figures filled in. */
export function faqListQueryOptions() {
  return queryOptions<Faq[]>({ queryKey: faqKeys.list() });
}

export function useFaqList() {
  return useQuery(faqListQueryOptions());
}
