/**
 * The whole Chapter 7 package for the fixture household and two variants, read back with
 * `pdftotext -layout` form by form (pages from the renderer's table of forms): the cover sheet, the
 * figures of 107, 108 and 122A-1, the totals across forms, 122A-2 above the median with the
 * engine's presumption, and 103B at the 150 % line. Skipped when poppler is not installed.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { formatDollars } from '#shared/format/money.ts';
import { JOINT_COUPLE_TOTALS } from '#shared/case-file/fixtures/joint-couple.ts';
import { feeWaiverEligibility } from '#shared/law/fee-waiver.ts';
import type { CaseFile } from '#shared/case-file/index.ts';
import { INTENTION_WORDING } from '../forms/108/definition.ts';
import { meansTestForms } from '../forms/means-test.ts';
import { fixtureCaseFile } from '../forms/test-support.ts';
import { renderPackage } from '../package.ts';

const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const money = (cents: number) => formatDollars(cents / 100, { cents: 'always' }).replace('$', '');
const FILING_DATE = '2026-12-15';

async function packageText(caseFile: CaseFile) {
  const rendered = await renderPackage(caseFile, 'chapter7-complete', { draft: false, filingDate: FILING_DATE });
  const pages = (first: number, last: number) => execFileSync('pdftotext', ['-layout', '-f', String(first), '-l', String(last), '-', '-'], { input: rendered.bytes, encoding: 'utf8' });
  const form = (number: string) => {
    const found = rendered.forms.find((f) => f.number === number);
    expect(found, `Form ${number} is in the package`).toBeDefined();
    return pages(found!.firstPage, found!.firstPage + found!.pageCount - 1);
  };
  return { rendered, form, cover: pages(1, rendered.forms[0]!.firstPage - 1), all: pages(1, rendered.pageCount) };
}

/** Schedule I of one earner whose take-home pay (line 10) is `monthlyCents`, the spouse earning nothing. */
function oneEarner(monthlyCents: number) {
  return fixtureCaseFile((input) => {
    input.filing!.filingFee = 'waiver';
    const scheduleI = input.income!.scheduleI!;
    const none = { ...scheduleI.debtor!.payrollDeductions!, taxes: 0, insurance: 0, voluntaryRetirement: 0 };
    scheduleI.debtor = { ...scheduleI.debtor!, monthlyGrossWages: monthlyCents, payrollDeductions: none };
    scheduleI.spouse = { ...scheduleI.spouse!, monthlyGrossWages: 0, payrollDeductions: none };
  });
}

describe.skipIf(!HAS_PDFTOTEXT)('the Chapter 7 package (pdftotext -layout)', () => {
  // 11 U.S.C. §101(39A): the median is the Census figure the U.S. Trustee publishes; ours for
  // 2026-04-01 is a CPI-only estimate (data README), so page 1 says so before Form 122A-1 line 13 prints it.
  it('page 1 of a package using the estimated 2026-04-01 median table warns that the median is an estimate to check before filing', async () => {
    const rendered = await renderPackage(fixtureCaseFile(), 'chapter7-complete', { draft: false, filingDate: FILING_DATE });
    const pageOne = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-', '-'], { input: rendered.bytes, encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pageOne).toContain('Warning: check the median income figure before you file');
    expect(pageOne).toContain("Form 122A-1 line 13 is an estimate — check the official table at the U.S. Trustee Program's site");
    expect(pageOne).toContain('https://www.justice.gov/ust/means-testing');
  });

  it('the fixture household: cover sheet, then the forms in filing order; no Form 121, no 122A-2 below the median', async () => {
    const caseFile = fixtureCaseFile();
    const { rendered, cover, all, form } = await packageText(caseFile);
    expect(rendered.forms.map((f) => f.number)).toEqual(['101', '106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec', '107', '108', '122A-1']);
    expect(rendered.missing).toEqual([]);
    expect(cover).toContain('Your Chapter 7 bankruptcy package');
    expect(cover).toContain('The fee to file a Chapter 7 case is $338.00');
    expect(cover).toContain('Form 108: both of you sign and date in Part 3 Sign Below');
    expect(all).not.toContain('Statement About Your Social Security Numbers');

    // Totals across forms: 106Sum = A/B, D, E/F, I.
    const summary = form('106Sum');
    for (const cents of [JOINT_COUPLE_TOTALS.realEstateCents, JOINT_COUPLE_TOTALS.totalPropertyCents, JOINT_COUPLE_TOTALS.securedCents, JOINT_COUPLE_TOTALS.totalLiabilitiesCents, JOINT_COUPLE_TOTALS.scheduleICombinedMonthlyIncomeCents]) {
      expect(summary).toContain(money(cents));
    }
    expect(form('106D')).toContain(money(JOINT_COUPLE_TOTALS.securedCents));
    expect(form('106E/F')).toContain(money(JOINT_COUPLE_TOTALS.nonpriorityCents));

    // Form 107: this year's wages (line 4), the car payments in the 90 days (line 6), the counseling fee (line 16).
    const sofa = form('107');
    expect(sofa).toMatch(/44,000\.00/);
    expect(sofa).toMatch(/33,000\.00/);
    expect(sofa).toContain('Liberty Auto Finance');
    expect(sofa).toContain('1,260.00');
    expect(sofa).toContain('Amount you still owe: $12,000.00');
    expect(sofa).toContain('Example Credit Counseling Agency');

    // Form 108: each secured creditor with its intention.
    const intention = form('108');
    expect(intention).toContain('Keystone Home Loans');
    expect(intention).toContain('Liberty Auto Finance');
    // Table cells wrap: the wording's first words on one row, the rest below.
    expect(intention).toContain(INTENTION_WORDING.retainAndReaffirm.slice(0, 19));
    expect(intention).toMatch(/Reaffirmation/);
    expect(intention).toMatch(/regular payments/);

    // Form 122A-1: current monthly income $7,000.00, annual $84,000.00, the median in force, line 14a.
    const means = meansTestForms(caseFile, FILING_DATE)!.form122A1;
    const statement = form('122A-1');
    expect(statement).toContain('7,000.00');
    expect(statement).toContain('84,000.00');
    expect(statement).toContain(money(means.medianCents));
    expect(means.line14).toBe('14a');
  });

  it('a household above the median gets Form 122A-2 with the presumption the engine decides', async () => {
    const caseFile = fixtureCaseFile((input) => {
      const six = (cents: number) => ({ entry: 'monthly' as const, months: Array.from({ length: 6 }, () => cents) });
      input.income!.debtor = { wages: six(1_400_000) };
      input.income!.spouse = { wages: six(900_000) };
      input.income!.scheduleI!.debtor!.monthlyGrossWages = 1_400_000;
      input.income!.scheduleI!.spouse!.monthlyGrossWages = 900_000;
    });
    const forms = meansTestForms(caseFile, FILING_DATE)!;
    expect(forms.form122A1.line14).toBe('14b');
    const { rendered, form } = await packageText(caseFile);
    expect(rendered.forms.map((f) => f.number).slice(-2)).toEqual(['122A-1', '122A-2']);
    const test = form('122A-2');
    expect(test).toContain('23,000.00');
    const expected = forms.form122A2!.presumption === 'arises' ? /X\s+2\. There is a presumption of abuse/ : /X\s+1\. There is no presumption of abuse/;
    expect(test).toMatch(expected);
    expect(form('122A-1')).toContain('276,000.00');
  });

  it('Form 103B at the 150 % line: offered just below it, refused just above it with the reason on the cover sheet', async () => {
    const limit = feeWaiverEligibility({ chapter: 7, stateCode: 'PA', familySize: 4, monthlyNetIncomeCents: 0, filingDate: FILING_DATE }).limitCents;
    const below = Math.floor(limit / 12) - 100;
    const above = Math.ceil(limit / 12) + 100;

    const offered = await packageText(oneEarner(below));
    expect(offered.rendered.forms.map((f) => f.number).slice(0, 2)).toEqual(['101', '103B']);
    expect(offered.cover).toContain('You asked for a fee waiver, and Form 103B is included.');
    expect(offered.form('103B')).toContain(money(below));

    const refused = await packageText(oneEarner(above));
    expect(refused.rendered.forms.map((f) => f.number)).not.toContain('103B');
    expect(refused.cover).toContain('You asked for a fee waiver, but Form 103B is not included.');
    expect(refused.cover.replace(/\s+/g, ' ')).toContain(`is not less than ${formatDollars(limit / 100)}`);
  });

  it('Form 103A when the fee is paid in installments', async () => {
    const { rendered } = await packageText(fixtureCaseFile((input) => void (input.filing!.filingFee = 'installments')));
    expect(rendered.forms.map((f) => f.number).slice(0, 2)).toEqual(['101', '103A']);
  });
});
