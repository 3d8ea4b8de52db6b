import { describe, expect, it } from 'vitest';
import { matchReasonInEnglish, matchReasonSchema, sayMatchReason, type MatchReason } from './match-reasons.ts';

const legalAid: MatchReason = {
  code: 'cost.legal_aid_depends',
  params: { usualPercent: 125, usual: '$19,950', higherPercent: 200, higher: '$31,920', household: 'one person', year: '2026', income: { code: 'income.between', params: { from: '$19,950', under: '$31,920' } } },
};

describe('match reasons', () => {
  it('say a reason in English, an income band inside it included', () => {
    expect(matchReasonInEnglish(legalAid)).toBe(
      'Legal aid is free. Most programs serve households under 125% of the poverty guideline ($19,950 a year for one person in 2026); some serve people up to 200% ($31,920) in some cases, such as high medical costs. Your income, $19,950 to $31,920, meets only the higher limit: ask whether you qualify.',
    );
  });

  it('hand each code and its values to the texts of the reader’s language', () => {
    const said = sayMatchReason(legalAid, (code, values) => `${code}(${Object.entries(values).map(([name, value]) => `${name}=${value}`).join(',')})`);
    expect(said).toBe('cost.legal_aid_depends(usualPercent=125,usual=$19,950,higherPercent=200,higher=$31,920,household=one person,year=2026,income=income.between(from=$19,950,under=$31,920))');
  });

  it('are checked by the contract: an unknown code is refused', () => {
    expect(matchReasonSchema.safeParse(legalAid).success).toBe(true);
    expect(matchReasonSchema.safeParse({ code: 'reach.moon' }).success).toBe(false);
  });
});
