/**
 * Median figures a prerendered page prints as built and the browser brings up to date with the
 * table in force (an admin may import one after the build). The build marks them
 * (src/build/markdown.ts); the client fills them in (useLiveMedianFigures in src/client/app/routes/chapter7.tsx).
 * No figure is typed here: each is formatted from the table the server answers with.
 */
import { formatIsoDate } from '../format/dates.ts';
import { formatDollars } from '../format/money.ts';
import type { FigureSourceNote } from './legal-text.ts';
import { formatAndList } from '../format/list.ts';

export const LIVE_MEDIAN_FIGURE_ATTRIBUTE = 'data-median-figure';

/** What a live median figure is made from: the parts of the table in force it prints. */
export interface MedianTableFigures {
  effectiveDate: string;
  officialSource: string;
  addPerPersonOver4: number;
}

const FORMATTERS = {
  'medianIncome.effectiveDate': (table: MedianTableFigures) => formatIsoDate(table.effectiveDate),
  'medianIncome.addPerPersonOver4': (table: MedianTableFigures) => formatDollars(table.addPerPersonOver4),
} as const;

export const LIVE_MEDIAN_FIGURE_TOKENS = Object.keys(FORMATTERS) as ReadonlyArray<keyof typeof FORMATTERS>;

const MARKED = new RegExp(`(<span ${LIVE_MEDIAN_FIGURE_ATTRIBUTE}="([^"]+)">)[^<]*(</span>)`, 'g');

/** Whether built HTML holds any live median figure (only such pages ask for the table). */
export function hasLiveMedianFigures(html: string): boolean {
  return html.includes(`${LIVE_MEDIAN_FIGURE_ATTRIBUTE}="`);
}

/** The built HTML with each marked median figure taken from `table`. */
export function fillLiveMedianFigures(html: string, table: MedianTableFigures): string {
  return html.replace(MARKED, (match, open: string, token: string, close: string) => {
    const format = FORMATTERS[token as keyof typeof FORMATTERS];
    return format ? `${open}${format(table)}${close}` : match;
  });
}

/** A page's figure footnote with its median table line (see FigureSourceNote.liveMedianTokens) taken from `table`. */
export function fillLiveMedianNotes(notes: readonly FigureSourceNote[], table: MedianTableFigures): FigureSourceNote[] {
  return notes.map((note) => {
    if (!note.liveMedianTokens) return note;
    const figures = [...new Set(note.liveMedianTokens.flatMap((token) => FORMATTERS[token as keyof typeof FORMATTERS]?.(table) ?? []))];
    return {
      ...note,
      figures,
      figuresText: formatAndList(figures),
      effectiveDate: table.effectiveDate,
      effectiveDateText: formatIsoDate(table.effectiveDate),
      officialSource: table.officialSource,
    };
  });
}
