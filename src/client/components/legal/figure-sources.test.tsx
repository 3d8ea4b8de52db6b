import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { describeFigureSources } from '#shared/law/legal-text.ts';

// The i18n messages read the site's public settings, which the client build defines.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { FigureSources } = await import('./figure-sources.tsx');

const ON = new Date('2026-11-22T12:00:00Z');

describe('FigureSources', () => {
  it("names each figure's effective date and official source, in a labelled aside", () => {
    const notes = describeFigureSources(['filingFee.chapter7', 'filingFee.chapter13', 'meansTest.lowerThreshold60Month', 'meansTest.upperThreshold60Month', 'medianIncome.addPerPersonOver4'], ON);
    const html = renderToStaticMarkup(<FigureSources notes={notes} />);
    const label = /<aside aria-labelledby="([^"]+)"/.exec(html)?.[1];
    expect(label).toBeTruthy();
    expect(html).toContain(`<p id="${label}" class="font-semibold text-foreground">Where the figures on this page come from</p>`);
    expect(html).toContain('<li>$338 and $313: in effect since December 1, 2020. Source: 28 U.S.C. §1930');
    expect(html).toContain('<li>$10,275 and $17,150: in effect since April 1, 2025. Source: 11 U.S.C. §707(b)(2)(A)(i), as adjusted under 11 U.S.C. §104.</li>');
    expect(html).toContain('<li>$11,100: in effect since April 1, 2026. Source: U.S. Trustee Program');
    expect(html.match(/<li>/g)).toHaveLength(3);
  });

  it('renders nothing for a page without dated figures', () => {
    expect(renderToStaticMarkup(<FigureSources notes={[]} />)).toBe('');
  });
});
