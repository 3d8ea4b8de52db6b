import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '../shared/site-config.ts';
import { getMedianIncomeTable } from '../shared/law/figures.ts';
import { fillLiveMedianFigures, fillLiveMedianNotes, hasLiveMedianFigures } from '../shared/law/live-median-figures.ts';
import { renderMarkdown } from './markdown.ts';

const site = { ...DEFAULT_PUBLIC_SITE_CONFIG, supportEmail: 'help@test.example' };
const ON = new Date('2026-06-15T12:00:00Z');

const IMPORTED = { effectiveDate: '2026-11-26', officialSource: 'U.S. Trustee Program, imported table of 2026-11-26', addPerPersonOver4: 11_500 };

describe('median figures of a prerendered page', () => {
  const page = renderMarkdown('# X\n\nThe table took effect on {{medianIncome.effectiveDate}}; add {{medianIncome.addPerPersonOver4}} per person. Pinned: {{medianIncome.effectiveDate@2026-01-15}}.', {
    site,
    onDate: ON,
  });

  it('are built from the committed table, marked for the browser (pinned ones are not)', () => {
    expect(page.html).toContain('took effect on <span data-median-figure="medianIncome.effectiveDate">April 1, 2026</span>');
    expect(page.html).toContain('add <span data-median-figure="medianIncome.addPerPersonOver4">$11,100</span> per person');
    expect(page.html).toContain('Pinned: November 1, 2025.');
    expect(hasLiveMedianFigures(page.html)).toBe(true);
    expect(hasLiveMedianFigures(renderMarkdown('# X\n\nNo medians.', { site, onDate: ON }).html)).toBe(false);
  });

  it('read the same when the browser fills them from the same table, and the imported figures from an imported one', () => {
    expect(fillLiveMedianFigures(page.html, getMedianIncomeTable(ON))).toBe(page.html);
    const filled = fillLiveMedianFigures(page.html, IMPORTED);
    expect(filled).toContain('took effect on <span data-median-figure="medianIncome.effectiveDate">November 26, 2026</span>');
    expect(filled).toContain('<span data-median-figure="medianIncome.addPerPersonOver4">$11,500</span> per person');
    expect(filled).toContain('Pinned: November 1, 2025.');
  });

  it('include the footnote line of the median table, brought up to date; other lines stay as built', () => {
    const withFee = renderMarkdown('# X\n\nFee {{filingFee.chapter7}}; add {{medianIncome.addPerPersonOver4}}.', { site, onDate: ON });
    const [fee, median] = withFee.figureSources;
    expect(median).toMatchObject({ figuresText: '$11,100', effectiveDate: '2026-04-01', liveMedianTokens: ['medianIncome.addPerPersonOver4'] });
    expect(fillLiveMedianNotes(withFee.figureSources, IMPORTED)).toEqual([
      fee,
      { ...median, figures: ['$11,500'], figuresText: '$11,500', effectiveDate: '2026-11-26', effectiveDateText: 'November 26, 2026', officialSource: IMPORTED.officialSource },
    ]);
  });
});
