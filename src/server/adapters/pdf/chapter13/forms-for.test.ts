/**
 * The Chapter 13 compositions for the fixture household: below the median (no 122C-2, 3 years),
 * above it (122C-2 and a 5-year commitment period on Form 122C-1), the fee in installments (103A),
 * the amended plan, and the schedules a person chose.
 */
import { describe, expect, it } from 'vitest';
import { FORM_122C1 } from '../forms/122c-1/definition.ts';
import { FORM_122C2 } from '../forms/122c-2/definition.ts';
import { chapter13CaseFile, contextFor } from '../forms/test-support.ts';
import { FORM_113 } from '../forms/113/definition.ts';
import { amendedPlanCaseFile, formsFor } from './forms-for.ts';

const six = (monthlyCents: number) => ({ entry: 'monthly' as const, months: Array.from({ length: 6 }, () => monthlyCents) });

/** The same household earning $15,000 and $10,000 a month: well above any state's median. */
export const aboveMedianCaseFile = () =>
  chapter13CaseFile((input) => {
    const income = input.income as Record<string, unknown>;
    income.debtor = { wages: six(1_500_000) };
    income.spouse = { wages: six(1_000_000) };
  });

describe('Chapter 13 package composition', () => {
  it('below the median: 122C-1 without 122C-2, a 3-year commitment period, the plan after the statements', () => {
    const caseFile = chapter13CaseFile();
    const forms = formsFor(caseFile, 'chapter13-complete', caseFile.filing.plannedFilingDate);
    expect(forms).toEqual(['101', '106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec', '107', '122C-1', '113', '121']);
    const values = FORM_122C1.values(caseFile, contextFor(caseFile));
    expect(values.box).toEqual(['1', '3']);
    expect(values['17']).toEqual(['17a']);
    expect(values['21']).toEqual(['3-years']);
  });

  it('above the median: 122C-2 is added and the commitment period is 5 years (the plan runs 60 months)', () => {
    const caseFile = aboveMedianCaseFile();
    expect(formsFor(caseFile, 'chapter13-complete', caseFile.filing.plannedFilingDate)).toContain('122C-2');
    const values = FORM_122C1.values(caseFile, contextFor(caseFile));
    expect(values.box).toEqual(['2', '4']);
    expect(values['17']).toEqual(['17b']);
    expect(values['21']).toEqual(['5-years']);
    expect(values['15b']).toBeGreaterThan(values['16c'] as number);
    expect(FORM_113.values(caseFile, contextFor(caseFile))['2.1']).toMatch(/per month for 60 months\.$/);
    const disposable = FORM_122C2.values(caseFile, contextFor(caseFile));
    expect(disposable['39']).toBe(values['14']);
    expect(disposable['42']).toBe(disposable['38']);
    expect(disposable['45']).toBe((disposable['39'] as number) - (disposable['44'] as number));
    expect(disposable['38']).toBeGreaterThan(0);
  });

  it('adds Form 103A when the fee is paid in installments', () => {
    const caseFile = chapter13CaseFile((input) => {
      (input.filing as Record<string, unknown>).filingFee = 'installments';
    });
    expect(formsFor(caseFile, 'chapter13-complete', caseFile.filing.plannedFilingDate)).toContain('103A');
  });

  it('the amended plan is Form 113 alone, always marked amended', () => {
    const caseFile = chapter13CaseFile();
    expect(formsFor(caseFile, 'amended-chapter13-plan', caseFile.filing.plannedFilingDate)).toEqual(['113']);
    const amended = amendedPlanCaseFile(caseFile, 'amended-chapter13-plan');
    expect(FORM_113.values(amended, contextFor(amended)).amended).toEqual(['amended']);
    expect(amendedPlanCaseFile(caseFile, 'chapter13-complete')).toBe(caseFile);
  });

  it('individual schedules: the ones chosen, in form order, with the declaration', () => {
    const caseFile = chapter13CaseFile((input) => {
      (input.filing as Record<string, unknown>).schedulesWanted = ['106J', '106I'];
    });
    expect(formsFor(caseFile, 'individual-schedules', caseFile.filing.plannedFilingDate)).toEqual(['106I', '106J', '106Dec']);
  });
});
