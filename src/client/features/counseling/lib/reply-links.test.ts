import { describe, expect, it } from 'vitest';
import { replyParts } from './reply-links.ts';

describe('links in a reply', () => {
  it('keeps the legal aid address whole instead of linking its "/about" to our About page', () => {
    const parts = replyParts('the Legal Services Corporation (https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid). Or our FAQ (/about#faq-general).');
    expect(parts).toEqual([
      { kind: 'text', text: 'the Legal Services Corporation (' },
      { kind: 'external', text: 'https://www.lsc.gov/about-lsc/what-legal-aid/find-legal-aid' },
      { kind: 'text', text: '). Or our FAQ (' },
      { kind: 'site', text: '/about#faq-general' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('links a site page at the start of a word only', () => {
    expect(replyParts('Read /chapter7 and /resources?tab=resource-matching, not /chapter7x.').filter((p) => p.kind === 'site').map((p) => p.text)).toEqual(['/chapter7', '/resources?tab=resource-matching']);
  });
});
