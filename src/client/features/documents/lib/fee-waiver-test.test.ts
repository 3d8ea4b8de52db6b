import { describe, expect, it } from 'vitest';
import { caseFileSchema, type CaseFileDraft } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { feeWaiverTestView } from './fee-waiver-test.ts';

const today = new Date('2026-11-02T12:00:00Z');
const typed = (typedFamilySize: string, typedMonthlyIncome: string, plannedFilingDate: unknown = '12/15/2026') =>
  feeWaiverTestView({ caseFile: {}, chapter: '7', plannedFilingDate, state: 'OH', typedFamilySize, typedMonthlyIncome, today });

describe('the 150 % test on the filing-fee page', () => {
  it('uses what the person types while the household and income are not saved: $4,124.99 a month for 4 passes, $4,125 does not', () => {
    const below = typed('4', '$4,124.99');
    expect(below).toMatchObject({ kind: 'result', source: 'typed', familySize: 4, monthlyNetIncomeCents: 412_499, eligibility: { offered: true, limitCents: 4_950_000, percent: 150 } });
    const at = typed('4', '4125');
    expect(at).toMatchObject({ kind: 'result', eligibility: { offered: false } });
    expect(at.kind === 'result' ? at.eligibility.reason : '').toContain('so the court cannot waive the fee');
  });

  it('asks for both figures before answering', () => {
    expect(typed('', '1200')).toEqual({ kind: 'needsFigures' });
    expect(typed('4', 'lots')).toEqual({ kind: 'needsFigures' });
  });

  it('uses the saved household and income once they exist (the couple: 4 people, $5,500 a month)', () => {
    const caseFile = caseFileSchema.parse(jointCoupleCaseFile()) as CaseFileDraft;
    const view = feeWaiverTestView({ caseFile, chapter: 7, plannedFilingDate: '2026-12-15', state: 'PA', typedFamilySize: '1', typedMonthlyIncome: '10', today });
    expect(view).toMatchObject({ kind: 'result', source: 'caseFile', familySize: 4, monthlyNetIncomeCents: 550_000, eligibility: { offered: false } });
  });

  it('never invents a guideline for a date the legal figures do not cover', () => {
    expect(typed('4', '1000', '01/05/2020')).toEqual({ kind: 'unavailable' });
  });
});
