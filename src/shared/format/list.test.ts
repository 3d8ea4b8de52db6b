import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAndList } from './list.ts';

describe('formatAndList', () => {
  it('joins items as Intl.ListFormat writes en-US conjunctions', () => {
    const intl = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 6 }), (items) => {
        expect(formatAndList(items)).toBe(intl.format(items));
      }),
    );
    expect(formatAndList(['the median income', 'the IRS standards', 'the filing fee'])).toBe('the median income, the IRS standards, and the filing fee');
  });
});
