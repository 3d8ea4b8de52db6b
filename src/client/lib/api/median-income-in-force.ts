import { queryOptions, useQuery } from '@tanstack/react-query';
import { MEDIAN_INCOME_PATH, fetchMedianIncomeInForce } from './fetch-median-income.ts';

/** The query of the median table in force. */
export const medianIncomeKeys = { all: [MEDIAN_INCOME_PATH] as const, inForce: [MEDIAN_INCOME_PATH, 'today'] as const };

/**
 * GET /api/median-income (fetchMedianIncomeInForce) as a query of the means test calculator; until
 * it answers (or when offline) the calculator keeps the committed tables it was built with.
 */
export function medianIncomeInForceQueryOptions() {
  return queryOptions({ queryKey: medianIncomeKeys.inForce, queryFn: ({ signal }) => fetchMedianIncomeInForce(signal), staleTime: 60_000 });
}

export function useMedianIncomeInForce() {
  return useQuery(medianIncomeInForceQueryOptions());
}
