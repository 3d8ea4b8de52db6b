import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const FAQS_PATH = '/api/faqs';

/** Query keys of the FAQ feature: all → list. */
export const faqKeys = {
  all: [FAQS_PATH] as const,
  list: () => [FAQS_PATH] as const,
};

const getFaqs = apiJson(() => import('#shared/contracts/faqs.ts').then((c) => c.faqSchema.array()));

/** GET /api/faqs: every published FAQ in guide order (category, then sortOrder), legal figures filled in. */
export function faqListQueryOptions() {
  return queryOptions({ queryKey: faqKeys.list(), queryFn: ({ signal }) => getFaqs(FAQS_PATH, { signal }) });
}

export function useFaqList() {
  return useQuery(faqListQueryOptions());
}
