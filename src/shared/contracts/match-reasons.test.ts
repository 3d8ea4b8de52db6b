import { describe, expect, it } from 'vitest';
import { matchReasonInEnglish, matchReasonSchema, sayMatchReason, type MatchReason } from './match-reasons.ts';

const legalAid: MatchReason = {
  code: 'cost.legal_aid_depends',
  params: { percent: 125, familyOfFour: '$41,250', year: '2026', income: { code: 'income.between', params: { from: '$35,000', under: '$75,000' } } },
};

describe('match reasons', () => {
  it('say a reason in English, an income band inside it included', () => {
    expect(matchReasonInEnglish(legalAid)).toBe(
      'Legal aid is free, and programs usually serve households under 125% of the poverty guidelines ($41,250 a year for a family of four in 2026): with income $35,000 to $75,000, whether you qualify depends on your household size.',
    );
  });

  it('hand each code and its values to the texts of the reader’s language', () => {
    const said = sayMatchReason(legalAid, (code, values) => `${code}(${Object.entries(values).map(([name, value]) => `${name}=${value}`).join(',')})`);
    expect(said).toBe('cost.legal_aid_depends(percent=125,familyOfFour=$41,250,year=2026,income=income.between(from=$35,000,under=$75,000))');
  });

  it('are checked by the contract: an unknown code is refused', () => {
    expect(matchReasonSchema.safeParse(legalAid).success).toBe(true);
    expect(matchReasonSchema.safeParse({ code: 'reach.moon' }).success).toBe(false);
  });
});
