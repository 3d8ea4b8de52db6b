import { describe, expect, it, vi } from 'vitest';

// The i18n messages read the site's public settings, which the client build defines.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { createElement } = await import('react');
const { renderToStaticMarkup } = await import('react-dom/server');
const { PriceChangeNotice } = await import('./price-change-notice.tsx');

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('the price change notice on /account', () => {
  it('says the new price, the first renewal at it, when we emailed, and that cancelling is open', () => {
    const html = renderToStaticMarkup(
      createElement(PriceChangeNotice, { change: { monthlyCents: 1195, firstRenewalAt: '2027-03-22T12:00:00.000Z', noticedAt: '2026-11-22T12:00:00.000Z' } }),
    );
    expect(html).toMatch(/^<div role="note" aria-labelledby="price-change-heading"/);
    expect(text(html)).toBe(
      'Your price is changing From your renewal on March 22, 2027, your regular price will be $11.95 a month. We emailed you about this on November 22, 2026. If you do not want to continue at that price, you can cancel before then and keep access until the end of the period you paid for.',
    );
  });

  it('says the email is on its way before it has been written', () => {
    const html = renderToStaticMarkup(createElement(PriceChangeNotice, { change: { monthlyCents: 1195, firstRenewalAt: '2027-03-22T12:00:00.000Z', noticedAt: null } }));
    expect(text(html)).toContain('We are emailing you about this.');
  });
});
