import { fillLiveMedianFigures } from '#shared/law/live-median-figures.ts';
import { fetchMedianIncomeInForce } from './api/fetch-median-income.ts';

/** The built HTML with its median figures from the table in force (see useLiveMedianFigures in app/routes/chapter7.tsx). */
export async function withMedianFiguresInForce(html: string, signal: AbortSignal): Promise<string> {
  return fillLiveMedianFigures(html, await fetchMedianIncomeInForce(signal));
}
