import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from './api-json.ts';

export const MEDIAN_INCOME_PATH = '/api/median-income';

/** Every query of the median table in force: an admin's import invalidates them all. */
export const medianIncomeKeys = { all: [MEDIAN_INCOME_PATH] as const, inForce: [MEDIAN_INCOME_PATH, 'today'] as const };

const getTable = apiJson(() => import('#shared/contracts/median-income.ts').then((c) => c.medianIncomeTableSchema));

export const fetchMedianIncomeInForce = (signal?: AbortSignal) => getTable(MEDIAN_INCOME_PATH, { signal });

/**
 * GET /api/median-income: the median income table in force today, an admin's import included.
 * Shared by the means test calculator and the pages that print median figures; until it answers
 * (or when offline) they keep the committed tables they were built with.
 */
export function medianIncomeInForceQueryOptions() {
  return queryOptions({ queryKey: medianIncomeKeys.inForce, queryFn: ({ signal }) => fetchMedianIncomeInForce(signal), staleTime: 60_000 });
}

export function useMedianIncomeInForce() {
  return useQuery(medianIncomeInForceQueryOptions());
}
