/**
 * Form 113 for the fixture household filing Chapter 13 to save the home, read back with
 * `pdftotext -layout`: the official part and section numbering in order (the blank form is not in
 * ../shared/forms, so the label-order test cannot cover it), and the plan's figures on their
 * sections: payment and length, the arrears cure, the trustee's fee and the unsecured dividend.
 */
import { describe, expect, it } from 'vitest';
import { formatDollars } from '#shared/format/money.ts';
import { renderFormPdf } from '../../layout/render-form.ts';
import { HAS_PDFTOTEXT, pdfText } from '../../testing/poppler.ts';
import { captionFromCaseFile } from '../caption.ts';
import { chapter13Figures } from '../chapter13.ts';
import { chapter13CaseFile, contextFor } from '../test-support.ts';
import type { CaseFile } from '#shared/case-file/index.ts';
import { FORM_113 } from './definition.ts';

const SECTIONS = [
  'Part 1:', '1.1', '1.2', '1.3',
  'Part 2:', '2.1', '2.2', '2.3', '2.4', '2.5',
  'Part 3:', '3.1', '3.2', '3.3', '3.4', '3.5',
  'Part 4:', '4.1', '4.2', '4.3', '4.4', '4.5',
  'Part 5:', '5.1', '5.2', '5.3',
  'Part 6:', '6.1',
  'Part 7:', '7.1',
  'Part 8:', '8.1',
  'Part 9:', '9.1',
]; // prettier-ignore

const money = (cents: number) => formatDollars(cents / 100, { cents: 'always' }).replace('$', '');

async function planText(caseFile: CaseFile): Promise<string> {
  const bytes = await renderFormPdf(FORM_113, FORM_113.values(caseFile, contextFor(caseFile)), captionFromCaseFile(caseFile));
  return pdfText(bytes);
}

describe.skipIf(!HAS_PDFTOTEXT)('Form 113: Chapter 13 plan', () => {
  it('prints every part and section of the official form in order', async () => {
    const text = await planText(chapter13CaseFile());
    let position = 0;
    for (const section of SECTIONS) {
      const at = text.slice(position).search(new RegExp(`(^|\\n)\\s*${section.replace('.', '\\.')}\\s`));
      expect(at, `section ${section} after position ${position}`).toBeGreaterThanOrEqual(0);
      position += at + section.length;
    }
  }, 30_000);

  it('carries the plan payment, length, arrears cure, trustee fee and unsecured dividend', async () => {
    const caseFile = chapter13CaseFile();
    const plan = chapter13Figures(caseFile, caseFile.filing.plannedFilingDate)!.plan!;
    const text = await planText(caseFile);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`$${money(plan.input.monthlyPaymentCents)} per month for ${plan.input.planLengthMonths} months.`);
    const cure = plan.secured.find((line) => line.id === 'd-mortgage')!;
    expect(cure.treatment).toBe('maintain-and-cure');
    expect(cure.totalThroughPlanCents).toBe(600_000);
    const cureRow = text.split('\n').find((row) => row.includes('Keystone Home Loans'))!;
    expect(cureRow).toContain('6,000.00');
    expect(cureRow).toContain(money(cure.monthlyThroughPlanCents));
    expect(flat).toContain(`10% of plan payments; during the plan term, they are estimated to total $${money(plan.trusteeFeesCents)}.`);
    expect(flat).toContain(`${plan.unsecuredPercent}% of the total amount of these claims`);
    expect(flat).toContain(`an estimated payment of $${money(plan.unsecuredPaidCents)}.`);
    expect(FORM_113.values(caseFile, contextFor(caseFile)).amended).toBeUndefined();
  }, 30_000);

  it('is marked amended with the changed sections listed', async () => {
    const caseFile = chapter13CaseFile((input) => {
      (input.plan as Record<string, unknown>).amendedSections = ['3.1', '2.1'];
    });
    const values = FORM_113.values(caseFile, contextFor(caseFile));
    expect(values.amended).toEqual(['amended']);
    expect(values['amended-sections']).toBe('2.1, 3.1');
    expect((await planText(caseFile)).replace(/\s+/g, ' ')).toContain('2.1, 3.1');
  }, 30_000);

  it('checks the tax refund and vesting choices and prints the words written under "other"', async () => {
    const blank = FORM_113.values(chapter13CaseFile(), contextFor(chapter13CaseFile()));
    expect(blank['2.3']).toBeUndefined();
    expect(blank['7.1']).toBeUndefined();
    const caseFile = chapter13CaseFile((input) => {
      Object.assign(input.plan as Record<string, unknown>, { taxRefunds: { choice: 'turn-over' }, vesting: { choice: 'other', otherText: 'Vesting on the closing of the case.' } });
    });
    const values = FORM_113.values(caseFile, contextFor(caseFile));
    expect(values['2.3']).toEqual(['turn-over']);
    expect(values['7.1']).toEqual(['other']);
    const flat = (await planText(caseFile)).replace(/\s+/g, ' ');
    expect(flat).toContain('X Debtor(s) will supply the trustee with a copy of each income tax return');
    expect(flat).not.toContain('X Debtor(s) will retain any income tax refunds');
    expect(flat).toMatch(/X other: Vesting on the closing of the case\./);
    expect(flat).not.toContain('X plan confirmation.');
  }, 30_000);

  it('a household with enough non-exempt equity fails the liquidation test; the plan says why and the form prints the Chapter 7 figure', async () => {
    const caseFile = chapter13CaseFile((input) => {
      const property = input.property as { items: { id: string; value: number; realEstate?: { entireValue: number } }[] };
      const home = property.items.find((item) => item.id === 'p-home')!;
      home.value = 35_000_000;
      home.realEstate!.entireValue = 35_000_000;
    });
    const plan = chapter13Figures(caseFile, caseFile.filing.plannedFilingDate)!.plan!;
    expect(plan.input.nonExemptEquityCents).toBeGreaterThan(0);
    expect(plan.liquidationValueCents).toBeGreaterThan(plan.unsecuredPaidCents);
    const problem = plan.problems.find((p) => p.id === 'liquidation-test')!;
    expect(problem.problem).toContain('fails the "best interest of creditors" test');
    expect(problem.citation).toBe('11 U.S.C. §1325(a)(4)');
    expect(plan.feasible).toBe(false);
    const flat = (await planText(caseFile)).replace(/\s+/g, ' ');
    expect(flat).toContain(`nonpriority unsecured claims would be paid approximately $ ${money(plan.liquidationValueCents)}`);
  }, 30_000);

  /** The printed box of a line: the line's text from its number up to the next numbered line. */
  const section = (text: string, from: string, to: string) => text.slice(text.search(new RegExp(`\\n${from.replace('.', '\\.')}\\s`)), text.search(new RegExp(`\\n${to.replace('.', '\\.')}\\s`)));
  const withCar = (incurred: string, carValueCents: number) =>
    chapter13CaseFile((input) => {
      const debts = (input.debts as { debts: { id: string; incurred?: string }[] }).debts;
      debts.find((d) => d.id === 'd-car')!.incurred = incurred;
      (input.property as { items: { id: string; value: number }[] }).items.find((item) => item.id === 'p-car')!.value = carValueCents;
    });

  it('§506(a) and Form 113 line 1.1: a car loan more than 910 days old is valued in §3.2, line 1.1 says "Included" and §3.2 says it needs that box', async () => {
    const caseFile = withCar('2022', 800_000);
    const values = FORM_113.values(caseFile, contextFor(caseFile));
    expect(values['1.1']).toEqual(['included']);
    expect(values['3.2']).toEqual(['listed']);
    expect(values['3.3']).toEqual(['none']);
    const text = await planText(caseFile);
    expect(section(text, '1.1', '1.2')).toMatch(/X\s+Included/);
    const part32 = section(text, '3.2', '3.3');
    expect(part32.replace(/\s+/g, ' ')).toContain('The remainder of this paragraph will be effective only if the applicable box in Part 1 of this plan is checked.');
    const row = part32.split('\n').find((line) => line.includes('Liberty Auto'))!;
    // Owed $12,000, car worth $8,000: the secured claim is $8,000.
    expect(row).toMatch(/\$12,000\.00.*\$8,000\.00\s+\$8,000\.00\s+6%/);
  }, 30_000);

  it('§1325(a) hanging paragraph: a car loan within 910 days is paid in full in §3.3; with nothing in §3.2, line 1.1 says "Not included"', async () => {
    const caseFile = withCar('2025-06-01', 800_000);
    const values = FORM_113.values(caseFile, contextFor(caseFile));
    expect(values['1.1']).toEqual(['not-included']);
    expect(values['3.2']).toEqual(['none']);
    expect(values['3.3']).toEqual(['listed']);
    const text = await planText(caseFile);
    expect(section(text, '1.1', '1.2')).toMatch(/X\s+Not included/);
    expect(section(text, '3.2', '3.3')).not.toContain('Liberty Auto');
    const row = section(text, '3.3', '3.4').split('\n').find((line) => line.includes('Liberty Auto'))!;
    expect(row).toMatch(/\$12,000\.00\s+6%/);
    expect(text.replace(/\s+/g, ' ')).toMatch(/c\. Secured claims excluded from 11 U\.S\.C\. § 506 \(Part 3, Section 3\.3 total\) \$ [1-9][\d,]*\.\d\d/);
  }, 30_000);

  it('§1322(a)(2), §507(a)(1)(A): support arrears owed to a former spouse are in §4.4’s total, paid in full; §4.5 (government units) says None', async () => {
    const caseFile = chapter13CaseFile((input) => {
      (input.debts as { debts: unknown[] }).debts.push({
        id: 'd-support',
        kind: 'priority',
        creditor: { name: 'Jordan Carter', address: { street: '9 Example Court', city: 'Harrisburg', state: 'PA', zip: '17101' } },
        amount: 250_000,
        owedBy: 'debtor1',
        contingent: false,
        unliquidated: false,
        disputed: false,
        priorityType: 'domesticSupport',
        priorityAmount: 250_000,
        nonpriorityAmount: 0,
      });
    });
    const values = FORM_113.values(caseFile, contextFor(caseFile));
    // The $4,000 tax and the $2,500 support.
    expect(values['4.4-total']).toBe(650_000);
    expect(values['4.5']).toEqual(['none']);
    const part44 = section(await planText(caseFile), '4.4', '4.5').replace(/\s+/g, ' ');
    expect(part44).toContain('X The debtor(s) estimate the total amount of other priority claims to be');
    expect(part44).toContain('$ 6,500.00');
    expect(part44).toContain('Jordan Carter $2,500.00');
  }, 30_000);
});
