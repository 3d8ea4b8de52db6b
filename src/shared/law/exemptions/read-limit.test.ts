import { describe, expect, it } from 'vitest';
import { readDoubling, readLimit, readOnlyIfNoHomestead, readPerItemLimit } from './read-limit.ts';

// The amount cells of exemptions_by_state_categories_2026-12_partial.csv, read as limits.
describe('reading a state exemption amount', () => {
  it.each([
    ['$5,025', 502_500], // Ohio Rev. Code 2329.66(A)(2)
    ['$16,850 aggregate', 1_685_000], // Ohio Rev. Code 2329.66(A)(4)(a)
    ['$15,000 equity', 1_500_000], // NRS 21.090(1)(f)
    ['$4,825 ($11,975 if equipped for disabled debtor)', 482_500], // N.Y. Debt. & Cred. Law 282(1): the base figure
    ['$4,000 (in addition to $1,000 constitutional)', 400_000], // Fla. Stat. 222.25(4)
  ])('%s is one figure', (text, cents) => {
    expect(readLimit(text)).toEqual({ kind: 'amount', cents });
  });

  it('reads the unused-homestead add-on of a wildcard (O.C.G.A. 44-13-100(a)(6); Cal. Code Civ. Proc. 703.140(b)(5))', () => {
    expect(readLimit('$1,200 + up to $10,000 unused homestead')).toEqual({ kind: 'amount', cents: 120_000, unusedHomestead: { capCents: 1_000_000 } });
    expect(readLimit('$1,950 + unused homestead up to $36,750 = max $38,700')).toEqual({ kind: 'amount', cents: 195_000, unusedHomestead: { capCents: 3_675_000 } });
  });

  it('never reads a figure with a condition it cannot check', () => {
    expect(readLimit('$50,000 (age 70+ only)')).toEqual({ kind: 'unread' }); // Miss. Code 85-3-1(h)
    expect(readLimit('$8,725 per working spouse (statute text); twice that if both spouses in same trade')).toEqual({ kind: 'unread' });
    expect(readLimit('$6,000 or ($11,975 minus personal property exemptions), whichever less')).toEqual({ kind: 'unread' });
    expect(readLimit('')).toEqual({ kind: 'unread' });
  });

  it('reads no limit and no exemption', () => {
    expect(readLimit('unlimited (tax-qualified)')).toEqual({ kind: 'unlimited' });
    expect(readLimit('reasonably necessary (no dollar cap)')).toEqual({ kind: 'unlimited' });
    expect(readLimit('none (use wildcard)')).toEqual({ kind: 'none' });
    // Pointers to the wildcard are the wildcard itself, not a second amount (42 Pa.C.S. 8123(a); NRS 21.090(1)(z)).
    expect(readLimit('$300 (via 8123)')).toEqual({ kind: 'none' });
    expect(readLimit('via wildcard $10,000')).toEqual({ kind: 'none' });
    expect(readLimit('100% (these items only; no furniture/appliance exemption)')).toEqual({ kind: 'unread' });
  });

  it('reads per-item limits, doubling and the no-homestead condition', () => {
    expect(readPerItemLimit('$800 per item')).toBe(80_000);
    expect(readPerItemLimit('one vehicle')).toBeUndefined();
    expect(readDoubling('yes, per debtor')).toBe('yes');
    expect(readDoubling('no (one exemption per judgment debtor; spouses may not double)')).toBe('no');
    expect(readDoubling('not confirmed')).toBe('unknown');
    expect(readOnlyIfNoHomestead('Tie to homestead: available ONLY if debtor claims no homestead exemption')).toBe(true);
    expect(readOnlyIfNoHomestead('No tie to unused homestead.')).toBe(false);
  });
});
