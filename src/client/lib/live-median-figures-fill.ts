import type { FigureSourceNote } from '#shared/law/legal-text.ts';
import { fillLiveMedianFigures, fillLiveMedianNotes } from '#shared/law/live-median-figures.ts';
import { fetchMedianIncomeInForce } from './api/fetch-median-income.ts';

/**
 * The built HTML and figure footnote with their median figures from the table in force (see
 * useLiveMedianFigures in app/routes/chapter7.tsx).
 */
export async function withMedianFiguresInForce(
  built: { html: string; notes: readonly FigureSourceNote[] },
  signal: AbortSignal,
): Promise<{ html: string; notes: FigureSourceNote[] }> {
  const table = await fetchMedianIncomeInForce(signal);
  return { html: fillLiveMedianFigures(built.html, table), notes: fillLiveMedianNotes(built.notes, table) };
}
