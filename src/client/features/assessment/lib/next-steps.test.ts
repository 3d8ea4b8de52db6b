import { describe, expect, it } from 'vitest';
import { assessEligibility } from '#shared/law/eligibility/index.ts';
import { sampleHousehold } from '#shared/law/household/sample-household.ts';
import { nextStepsFor } from './next-steps.ts';

const $ = (dollars: number) => Math.round(dollars * 100);

describe('the fee waiver hint after a result', () => {
  it('28 U.S.C. §1930(f), Form 103B line 2: compares net income (after taxes), not gross, with 150 % of the poverty guideline', () => {
    const base = sampleHousehold();
    // One person in Ohio: 150 % of $15,960 = $23,940 a year. Wages $2,200 a month ($26,400 a year, over
    // the limit) less $300 of taxes withheld = $1,900 a month net ($22,800 a year, under it).
    const household = sampleHousehold({
      income: { debtor: { wages: { entry: 'total', sixMonthTotal: $(13_200) } }, expectedToContinue: true },
      expenses: { ...base.expenses, payrollTaxes: $(300), mandatoryPayrollDeductions: 0 },
      debts: { otherUnsecured: $(30_000) },
    });
    const result = assessEligibility(household, '2026-05-01');
    expect(result.feeWaiver).toMatchObject({ offered: true, annualIncomeCents: $(22_800), limitCents: $(23_940), percent: 150 });
    expect(nextStepsFor(result).feeWaiver).toMatchObject({ mayQualify: true, incomeLimit: 23_940, percent: 150 });
  });

  it('gives no waiver hint for a result saved before the engine worked it out', () => {
    const result = assessEligibility(sampleHousehold({ debts: { otherUnsecured: $(30_000) } }), '2026-05-01');
    const { feeWaiver: _saved, ...older } = result;
    expect(nextStepsFor({ ...older, recommendation: 'chapter7' }).feeWaiver).toBeNull();
  });
});

describe('urgent next steps', () => {
  it('§362(a): a lawsuit and a garnishment the person reported come first in the next steps, whatever the recommendation', () => {
    const household = sampleHousehold({ debts: { otherUnsecured: $(20_000), studentLoans: $(80_000) }, collection: { lawsuit: 'filed', garnishment: { active: true } } });
    const result = assessEligibility(household, '2026-05-01');
    expect(result.recommendation).toBe('alternatives');
    expect(nextStepsFor(result).urgent.map((r) => r.id)).toEqual(['lawsuit-filed', 'garnishment']);
  });
});

describe('next steps follow the headline (issue 39 item 19)', () => {
  it('an "alternatives" result lists what to try instead of filing; "consult an attorney" puts the lawyer first; a chapter lists the course and the fee', () => {
    const alternatives = assessEligibility(sampleHousehold({ income: { debtor: { wages: { entry: 'total', sixMonthTotal: $(60_000) } }, expectedToContinue: true } }), '2026-08-01');
    expect(alternatives.recommendation).toBe('alternatives');
    expect(nextStepsFor(alternatives)).toMatchObject({ path: 'alternatives', documentPackage: null });
    const chapter7 = assessEligibility(sampleHousehold({ debts: { otherUnsecured: $(40_000) } }), '2026-05-01');
    expect(nextStepsFor(chapter7)).toMatchObject({ path: 'file', documentPackage: 'chapter7-complete', feeChapter: 7 });
    expect(nextStepsFor({ ...chapter7, recommendation: 'consult_attorney' })).toMatchObject({ path: 'attorney', documentPackage: null });
  });
});
