/**
 * Every dated version of the tables that change over time. To publish a newer table, add its data
 * file beside this one and append it here: accessors in figures.ts pick the newest version in force
 * on a given date, so pages need no change.
 */
import { MEDIAN_INCOME_2025_11_01 } from './median-income-2025-11-01.ts';
import { MEDIAN_INCOME_2026_04_01 } from './median-income-2026-04-01.ts';
import { POVERTY_GUIDELINES_2026 } from './poverty-guidelines-2026.ts';
import type { MedianIncomeTableData, PovertyGuidelineTableData } from './types.ts';

export const MEDIAN_INCOME_TABLES: readonly MedianIncomeTableData[] = [MEDIAN_INCOME_2025_11_01, MEDIAN_INCOME_2026_04_01];

export const POVERTY_GUIDELINE_TABLES: readonly PovertyGuidelineTableData[] = [POVERTY_GUIDELINES_2026];
