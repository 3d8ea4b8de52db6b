/** values() of the Chapter 7 statements on the fixture household, and a household above the median. */
import { describe, expect, it } from 'vitest';
import { FORM_103A } from './103a/definition.ts';
import { feeWaiverForCaseFile } from '#shared/documents/fee-waiver-request.ts';
import { FORM_103B } from './103b/definition.ts';
import { FORM_107 } from './107/definition.ts';
import { FORM_108 } from './108/definition.ts';
import { FORM_121 } from './121/definition.ts';
import { FORM_122A1 } from './122a-1/definition.ts';
import { FORM_122A2 } from './122a-2/definition.ts';
import { meansTestForms } from './means-test.ts';
import { contextFor, fixtureCaseFile } from './test-support.ts';

const six = (cents: number) => ({ entry: 'monthly' as const, months: Array.from({ length: 6 }, () => cents) });

describe('Form 122A-1 (fixture household)', () => {
  it('$4,000 + $3,000: line 11 $7,000.00, 12b $84,000.00, Pennsylvania median for 4 $135,862: box 1 and 14a', () => {
    const caseFile = fixtureCaseFile();
    const values = FORM_122A1.values(caseFile, contextFor(caseFile));
    expect([values['2'], values['2-b'], values['11-a'], values['11-b'], values['11']]).toEqual([400_000, 300_000, 400_000, 300_000, 700_000]);
    expect([values['12a'], values['12b']]).toEqual([700_000, 8_400_000]);
    expect([values['13-state'], values['13-size'], values['13-median']]).toEqual(['Pennsylvania', '4', 13_586_200]);
    expect([values['box'], values['1'], values['14']]).toEqual([['1'], ['married-filing-jointly'], ['14a']]);
    expect(FORM_122A2.values(caseFile, contextFor(caseFile))).toEqual({});
  });
});

describe('Form 122A-2 for a household above the median', () => {
  const caseFile = fixtureCaseFile((input) => {
    input.income!.debtor = { wages: six(1_200_000) };
    input.income!.spouse = { wages: six(800_000) };
  });
  const context = contextFor(caseFile);

  it('122A-1: $20,000 a month, $240,000 a year above $135,862: box 2 and 14b', () => {
    const values = FORM_122A1.values(caseFile, context);
    expect([values['11'], values['12b'], values['box'], values['14']]).toEqual([2_000_000, 24_000_000, ['2'], ['14b']]);
  });

  it('122A-2 carries the engine’s deductions and presumption, and its Part 3 adds up', () => {
    const engine = meansTestForms(caseFile, context.filingDate)!.form122A2!;
    const values = FORM_122A2.values(caseFile, context);
    expect(values['1']).toBe(2_000_000);
    expect(values['38']).toBe(engine.totalDeductionsCents);
    expect((values['24'] as number) + (values['32'] as number) + (values['37'] as number)).toBe(values['38']);
    expect(values['39c']).toBe(2_000_000 - engine.totalDeductionsCents);
    expect(values['39d']).toBe((values['39c'] as number) * 60);
    expect(values['box']).toEqual([engine.presumption === 'arises' ? '2' : '1']);
    // $20,000 a month against the fixture's expenses leaves far more than the upper threshold over 60 months.
    expect([engine.decidedBy, engine.presumption, values['40'], values['box']]).toEqual(['above-upper-threshold', 'arises', ['above'], ['2']]);
  });
});

describe('Form 108 (fixture household)', () => {
  it('both secured debts with their intention and exemption; the car lease assumed', () => {
    const caseFile = fixtureCaseFile();
    const values = FORM_108.values(caseFile, contextFor(caseFile));
    expect(values['1']).toEqual([
      {
        cells: {
          creditor: 'Creditor’s name: Keystone Home Loans\nDescription of property securing debt: Single-family home, 120 Maple Street',
          intention: 'Retain the property and [explain]: keep making the regular payments',
          exempt: 'Yes',
        },
      },
      {
        cells: {
          creditor: 'Creditor’s name: Liberty Auto Finance\nDescription of property securing debt: 2019 Toyota Camry',
          intention: 'Retain the property and enter into a Reaffirmation Agreement.',
          exempt: 'Yes',
        },
      },
    ]);
    expect(values['2']).toEqual([{ cells: { lease: 'Lessor’s name: Metro Auto Leasing\nDescription of leased property: Lease of a 2024 Honda Civic, 36 months, ends 2027-06-30', assumed: 'Yes' } }]);
  });
});

describe('Form 121', () => {
  it('prints the full numbers only when the server passes them, formatted 123-45-6789', () => {
    const caseFile = fixtureCaseFile();
    expect(FORM_121.values(caseFile, contextFor(caseFile))).toEqual({});
    const values = FORM_121.values({ ...caseFile, socialSecurityNumbers: { debtor: '123456789', spouse: '987-65-4321' } }, contextFor(caseFile));
    expect(values['1']).toEqual([{ cells: { debtor1: 'Daniel James Carter', debtor2: 'Maria Elena Carter' } }]);
    expect(values['2']).toEqual([{ cells: { debtor1: '123-45-6789', debtor2: '987-65-4321' } }]);
  });
});

describe('Forms 103A and 103B', () => {
  it('103A: the Chapter 7 fee in force ($338) in 4 installments of $84.50, the first with the petition', () => {
    const caseFile = fixtureCaseFile((input) => {
      input.filing!.filingFee = 'installments';
    });
    const values = FORM_103A.values(caseFile, contextFor(caseFile));
    expect(values['total']).toBe(33_800);
    expect((values['2'] as { cells: { amount: number } }[]).map((r) => r.cells.amount)).toEqual([8_450, 8_450, 8_450, 8_450]);
  });

  it('103B refused for the fixture: $5,500 a month take-home is above 150 % of the guideline for 4', () => {
    const caseFile = fixtureCaseFile();
    const waiver = feeWaiverForCaseFile(caseFile, caseFile.filing.plannedFilingDate);
    expect([waiver.offered, waiver.annualIncomeCents, waiver.limitCents]).toEqual([false, 6_600_000, 4_950_000]);
    const values = FORM_103B.values(caseFile, contextFor(caseFile));
    expect([values['1-total'], values['2-you'], values['2-spouse'], values['2-total'], values['6']]).toEqual(['4', 310_000, 240_000, 550_000, 500_000]);
  });

  it('103B offered just below the line ($4,124.99 a month for a family of 4) and refused at $4,125.01', () => {
    const withTakeHome = (debtorCents: number) =>
      fixtureCaseFile((input) => {
        const d = input.income!.scheduleI!.debtor!;
        d.monthlyGrossWages = debtorCents;
        d.payrollDeductions = { ...d.payrollDeductions, taxes: 0, insurance: 0 };
        input.income!.scheduleI!.spouse!.monthlyGrossWages = 0;
        input.income!.scheduleI!.spouse!.payrollDeductions = { ...input.income!.scheduleI!.spouse!.payrollDeductions, taxes: 0, voluntaryRetirement: 0 };
      });
    const below = withTakeHome(412_499);
    const above = withTakeHome(412_501);
    expect(feeWaiverForCaseFile(below, below.filing.plannedFilingDate).offered).toBe(true);
    expect(feeWaiverForCaseFile(above, above.filing.plannedFilingDate).offered).toBe(false);
  });

  it('107 of a draft without its history section does not fail: the lines that section answers stay blank', () => {
    const { history: _history, ...draft } = fixtureCaseFile();
    const values = FORM_107.values(draft as never, contextFor(fixtureCaseFile()));
    expect(values['9-entries']).toEqual([]);
    expect(values['18-entries'] ?? []).toEqual([]);
  });
});
