import { fillLiveMedianFigures } from '#shared/law/live-median-figures.ts';
import { fetchMedianIncomeInForce } from './api/median-income-in-force.ts';

/** The built HTML with its median figures from the table in force (see useLiveMedianFigures). */
export async function withMedianFiguresInForce(html: string, signal: AbortSignal): Promise<string> {
  return fillLiveMedianFigures(html, await fetchMedianIncomeInForce(signal));
}
