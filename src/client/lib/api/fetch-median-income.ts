import { apiJson } from './api-json.ts';

export const MEDIAN_INCOME_PATH = '/api/median-income';

const getTable = apiJson(() => import('#shared/contracts/median-income-table.ts').then((c) => c.medianIncomeTableSchema));

/**
 * GET /api/median-income: the median income table in force today, an admin's import included.
 * Its own file, without the data library, for pages that only bring their figures up to date.
 */
export const fetchMedianIncomeInForce = (signal?: AbortSignal) => getTable(MEDIAN_INCOME_PATH, { signal });
