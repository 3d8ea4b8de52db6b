import { describe, expect, it } from 'vitest';
import { type CaseFile, caseFileSchema, type SecuredDebt } from '../../case-file/index.ts';
import { jointCoupleCaseFile } from '../../case-file/fixtures/joint-couple.ts';
import { codebtorsHaveDebts, exemptionsWithinLimits, meansTestMatchesScheduleI, securedDebtsHaveIntentions, summaryMatchesSchedules } from './cross-checks.ts';

const fixture = (change: (input: ReturnType<typeof jointCoupleCaseFile>) => void = () => {}): CaseFile => {
  const input = jointCoupleCaseFile();
  change(input);
  return caseFileSchema.parse(input);
};

describe('cross-form checks', () => {
  it('the fixture household passes every check', () => {
    const caseFile = fixture();
    expect(meansTestMatchesScheduleI(caseFile)).toEqual([]);
    expect(codebtorsHaveDebts(caseFile)).toEqual([]);
    expect(exemptionsWithinLimits(caseFile)).toEqual([]);
    const secured = caseFile.debts.debts.filter((d): d is SecuredDebt => d.kind === 'secured');
    expect(securedDebtsHaveIntentions(secured, new Map(secured.map((d) => [d.id, d.intention])))).toEqual([]);
  });

  it('122A-1 against Schedule I: steady wages of $4,000 but Schedule I says $4,200', () => {
    const caseFile = fixture((input) => {
      input.income!.scheduleI!.debtor!.monthlyGrossWages = 420_000;
    });
    const [issue] = meansTestMatchesScheduleI(caseFile);
    expect(issue?.where).toEqual(['122A-1 line 2 Column A', '106I lines 2 and 3']);
    expect(issue?.message).toContain('$4,000.00 in each of the last 6 months');
    expect(issue?.message).toContain('$4,200.00 a month');
  });

  it('does not compare when the six months differ (the periods do not match)', () => {
    const caseFile = fixture((input) => {
      input.income!.debtor = { wages: { entry: 'monthly', months: [300_000, 400_000, 400_000, 400_000, 400_000, 500_000] } };
      input.income!.scheduleI!.debtor!.monthlyGrossWages = 420_000;
    });
    expect(meansTestMatchesScheduleI(caseFile)).toEqual([]);
  });

  it('106Sum against a schedule, and a secured debt without an intention on 108', () => {
    expect(summaryMatchesSchedules({ lines: [{ summaryLine: '3b', schedule: 'Schedule E/F line 6j', summaryCents: 1_500_000, scheduleCents: 1_400_000 }] })[0]?.message).toBe(
      "The Summary (Form 106Sum) line 3b shows $15,000.00, but Schedule E/F line 6j adds up to $14,000.00. They must be the same: the Summary copies the schedule's total.",
    );
    const caseFile = fixture();
    const secured = caseFile.debts.debts.filter((d): d is SecuredDebt => d.kind === 'secured');
    expect(securedDebtsHaveIntentions(secured, new Map([['d-mortgage', 'retainAndKeepPaying']]))).toHaveLength(1);
  });

  it('a codebtor whose debt is gone', () => {
    const caseFile = fixture();
    const changed = { ...caseFile, codebtors: { ...caseFile.codebtors, codebtors: [{ ...caseFile.codebtors.codebtors[0]!, debtIds: ['d-gone'] }] } };
    expect(codebtorsHaveDebts(changed)[0]?.message).toContain('Thomas Carter is listed as a codebtor');
  });

  it('exemptions: within twice the federal homestead for a couple ($63,150), over it alone, and never above the value', () => {
    const single = fixture((input) => {
      input.filing!.jointFiling = false;
      input.household!.maritalStatus = 'married-same-household';
      delete input.debtors!.spouse;
      delete input.filing!.creditCounseling!.spouse;
    });
    const issues = exemptionsWithinLimits(single);
    expect(issues.map((i) => i.check)).toContain('exemption-above-limit');
    expect(issues.find((i) => i.message.includes('homestead'))?.message).toContain('more than the $31,575.00 allowed');
    const tooMuch = fixture((input) => {
      input.exemptions!.claims[5] = { ...input.exemptions!.claims[5]!, amount: { kind: 'amount', cents: 150_000 } };
    });
    expect(exemptionsWithinLimits(tooMuch).map((i) => i.check)).toEqual(['exemption-above-value']);
  });

  it('exemptions under a state list: a claim above the state’s limit is refused with its statute (42 Pa.C.S. 8123(a), $300 a spouse)', () => {
    const underState = (cents: number) =>
      fixture((input) => {
        input.exemptions = {
          system: 'state',
          stateCode: 'PA',
          claims: [{ id: 'e-checking', propertyItemId: 'p-checking', law: '42 Pa.C.S. 8123(a)', ruleId: 'PA:state:wildcard', amount: { kind: 'amount', cents } }],
        };
      });
    expect(exemptionsWithinLimits(underState(60_000))).toEqual([]);
    const [issue] = exemptionsWithinLimits(underState(60_100));
    expect(issue).toMatchObject({ check: 'exemption-above-limit', where: ['106C line 2'] });
    expect(issue?.message).toBe('Your claims under 42 Pa.C.S. 8123(a) (any property (the “wildcard”)) add up to $601.00, more than the $600.00 it allows for the two of you. Lower the amounts so they fit, or use another exemption for the rest.');
  });
});
