import { describe, expect, it } from 'vitest';
import { caseFileSchema, type CaseFileDraft } from '../case-file/case-file.ts';
import { jointCoupleCaseFile } from '../case-file/fixtures/joint-couple.ts';
import { feeWaiverRequestIssues } from './fee-waiver-request.ts';

// The fixture couple (family of 4 in Pennsylvania) takes home $5,500 a month, $66,000 a year; 150 %
// of the 2026 guideline for 4 is $49,500.
const FILING_DATE = '2026-12-15';
const couple = (fee: 'full' | 'installments' | 'waiver', debtorTakeHomeCents?: number) => {
  const caseFile = jointCoupleCaseFile();
  caseFile.filing!.filingFee = fee;
  if (debtorTakeHomeCents !== undefined) {
    const debtor = caseFile.income!.scheduleI.debtor;
    debtor.monthlyGrossWages = debtorTakeHomeCents;
    debtor.monthlyOvertime = 0;
    debtor.payrollDeductions = Object.fromEntries(Object.keys(debtor.payrollDeductions).map((key) => [key, 0])) as typeof debtor.payrollDeductions;
    debtor.otherIncome = Object.fromEntries(Object.keys(debtor.otherIncome).map((key) => [key, 0])) as typeof debtor.otherIncome;
    const spouse = caseFile.income!.scheduleI.spouse!;
    spouse.monthlyGrossWages = 0;
    spouse.monthlyOvertime = 0;
    spouse.payrollDeductions = Object.fromEntries(Object.keys(spouse.payrollDeductions).map((key) => [key, 0])) as typeof spouse.payrollDeductions;
    spouse.otherIncome = Object.fromEntries(Object.keys(spouse.otherIncome).map((key) => [key, 0])) as typeof spouse.otherIncome;
  }
  return caseFileSchema.parse(caseFile) as CaseFileDraft;
};

describe('Generate refuses a fee waiver the 150 % test refuses', () => {
  it('lists a waiver asked above the line, with the figures and a link to the filing fee page', () => {
    expect(feeWaiverRequestIssues(couple('waiver'), FILING_DATE)).toEqual([
      {
        check: 'fee-waiver-refused-by-income-test',
        where: ['Form 101 line 8', 'Form 103B'],
        message:
          "You asked to have the filing fee waived, but the 150 % test says no. Your family's income of $66,000 a year is not less than $49,500, 150% of the poverty guideline for a family of 4, so the court cannot waive the fee. You can ask to pay it in installments (up to 4) with Form 103A. Choose to pay in full or in installments on the filing fee page.",
        section: 'filing',
        step: 'filing-fee',
      },
    ]);
  });

  it('lets a waiver through below the line ($4,124.99 a month for 4), and never questions paying in full or in installments', () => {
    expect(feeWaiverRequestIssues(couple('waiver', 412_499), FILING_DATE)).toEqual([]);
    expect(feeWaiverRequestIssues(couple('waiver', 412_500), FILING_DATE)).toHaveLength(1);
    expect(feeWaiverRequestIssues(couple('full'), FILING_DATE)).toEqual([]);
    expect(feeWaiverRequestIssues(couple('installments'), FILING_DATE)).toEqual([]);
  });

  it('waits for the household and income sections (the missing sections are listed on their own)', () => {
    const { income: _income, ...withoutIncome } = couple('waiver');
    expect(feeWaiverRequestIssues(withoutIncome, FILING_DATE)).toEqual([]);
  });
});
