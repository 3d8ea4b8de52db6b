import { describe, expect, it } from 'vitest';
import { caseFileSchema, type CaseFile } from '../../case-file/index.ts';
import { jointCoupleCaseFile } from '../../case-file/fixtures/joint-couple.ts';
import { getChapter13DebtLimits } from '../../law/figures.ts';
import { chapter13EligibilityOf } from './eligibility.ts';
import { packageProblems } from './package-checks.ts';

function chapter13(change: (input: ReturnType<typeof jointCoupleCaseFile>) => void = () => {}): CaseFile {
  const input = jointCoupleCaseFile();
  input.filing.chapter = 13;
  change(input);
  return caseFileSchema.parse(input);
}

describe('Chapter 13 eligibility of a case file', () => {
  it('the fixture household can file Chapter 13: regular income, debts under the limits in force on the filing date', () => {
    const caseFile = chapter13();
    const limits = getChapter13DebtLimits(new Date(`${caseFile.filing.plannedFilingDate}T12:00:00Z`));
    const answer = chapter13EligibilityOf(caseFile, 'chapter13-complete');
    expect(answer).toMatchObject({ status: 'eligible', regularIncome: true, withinDebtLimits: true, reasons: [] });
    expect(answer.limits).toMatchObject({ securedCents: Math.round(limits.value.secured * 100), effectiveDate: limits.effectiveDate });
    expect(packageProblems(caseFile, 'chapter13-complete')).toBeNull();
  });

  it('refuses secured debts over the §109(e) limit, with the reason', () => {
    const caseFile = chapter13((input) => {
      const mortgage = input.debts.debts.find((debt) => debt.id === 'd-mortgage')!;
      mortgage.amount = 300_000_000;
    });
    const answer = chapter13EligibilityOf(caseFile, 'chapter13-complete');
    expect(answer.status).toBe('not-eligible');
    expect(answer.withinDebtLimits).toBe(false);
    expect(answer.reasons.map((reason) => reason.id)).toEqual(['chapter13-debt-limits']);
    const problems = packageProblems(caseFile, 'chapter13-complete')!;
    expect(problems.message).toContain('Chapter 13 requires secured debts under');
    expect(problems.issues[0]?.path).toBe('debts');
  });

  it('refuses a household without regular income, and a case file that says Chapter 7', () => {
    const noIncome = chapter13((input) => {
      input.income.expectedToContinue = false;
    });
    expect(chapter13EligibilityOf(noIncome, 'chapter13-complete').reasons.map((r) => r.id)).toEqual(['chapter13-no-regular-income']);
    const chapter7 = caseFileSchema.parse(jointCoupleCaseFile());
    expect(chapter13EligibilityOf(chapter7, 'chapter13-complete')).toMatchObject({ status: 'not-eligible', reasons: [expect.objectContaining({ id: 'chapter13-case-file-chapter' })] });
  });

  it('says which sections are still to answer, and does not apply to other packages', () => {
    const { debts: _debts, ...draft } = chapter13();
    expect(chapter13EligibilityOf(draft, 'chapter13-complete')).toMatchObject({ status: 'incomplete', missingSections: ['What you owe'] });
    expect(chapter13EligibilityOf(chapter13(), 'chapter7-complete').status).toBe('not-applicable');
    expect(chapter13EligibilityOf(chapter13(), 'chapter7-complete').meansTest).toBeNull();
  });

  it('gives the plan packages the means test their plan is measured against (the plan builder reads it, not the engine)', () => {
    const full = chapter13EligibilityOf(chapter13(), 'chapter13-complete');
    const amended = chapter13EligibilityOf(chapter13(), 'amended-chapter13-plan');
    expect(full.meansTest).toMatchObject({ householdSize: 4, monthlyDisposableIncomeCents: null });
    expect(full.meansTest!.annualizedIncomeCents).toBeLessThan(full.meansTest!.medianCents);
    // An amended plan is past Chapter 13's entry tests, but its plan needs the same median.
    expect(amended).toMatchObject({ status: 'not-applicable', reasons: [], meansTest: full.meansTest });
  });

  it('individual schedules need at least one schedule chosen', () => {
    expect(packageProblems(chapter13(), 'individual-schedules')?.issues).toEqual([{ path: 'filing.schedulesWanted', message: 'Choose at least one schedule' }]);
    expect(packageProblems(chapter13((input) => Object.assign(input.filing, { schedulesWanted: ['106I'] })), 'individual-schedules')).toBeNull();
  });
});
