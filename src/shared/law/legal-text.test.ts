import { describe, expect, it } from 'vitest';
import {
  LEGAL_FIGURE_TOKENS,
  UnknownLegalFigureTokenError,
  fillLegalFigures,
  findLegalTextProblems,
  formatLegalDate,
  formatPeriod,
  isLegalFigureToken,
  describeFigureSources,
  listLegalFigureTokens,
  resolveLegalFigure,
} from './legal-text.ts';
import { formatDollars } from '../format/money.ts';

const on = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

describe('formatting', () => {
  it.each([
    [338, '$338'],
    [526_700, '$526,700'],
    [1_580_125, '$1,580,125'],
    [214.58, '$214.58'],
    [0, '$0'],
  ])('legal figures read formatDollars(%s) = %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });

  it.each([
    ['2025-04-01', 'April 1, 2025'],
    ['2024-12-01', 'December 1, 2024'],
    ['2026-01-13', 'January 13, 2026'],
  ])('formatLegalDate(%s) = %s', (iso, text) => {
    expect(formatLegalDate(iso)).toBe(text);
  });

  it('rejects a date that is not ISO', () => {
    expect(() => formatLegalDate('04/01/2025')).toThrow(RangeError);
    expect(() => formatLegalDate('2025-13-01')).toThrow(RangeError);
  });

  it.each([
    [{ max: 180, unit: 'days' }, '180 days'],
    [{ min: 21, max: 40, unit: 'days' }, '21 to 40 days'],
    [{ min: null, max: 10, unit: 'percent' }, '10%'],
    [{ max: 1, unit: 'years' }, '1 year'],
    [{ max: 2, unit: 'years' }, '2 years'],
  ])('formatPeriod(%o) = %s', (period, text) => {
    expect(formatPeriod(period)).toBe(text);
  });
});

describe('tokens', () => {
  it.each([
    ['filingFee.chapter7', '$338'],
    ['filingFee.chapter13', '$313'],
    ['filingFee.chapter7.caseFee', '$245'],
    ['filingFee.chapter7.administrativeFee', '$78'],
    ['filingFee.chapter7.trusteeSurcharge', '$15'],
    ['chapter13DebtLimit.unsecured', '$526,700'],
    ['chapter13DebtLimit.secured', '$1,580,125'],
    ['chapter13DebtLimit.effectiveDate', 'April 1, 2025'],
    ['chapter13DebtLimit.previousUnsecured', '$465,275'],
    ['chapter13DebtLimit.previousSecured', '$1,395,875'],
    ['sec104.nextAdjustmentDate', 'April 1, 2028'],
    ['federalExemption.homestead', '$31,575'],
    ['federalExemption.vehicle', '$5,025'],
    ['federalExemption.effectiveDate', 'April 1, 2025'],
    ['stateHomesteadCap.recentlyAcquired', '$214,000'],
    ['meansTest.lowerThreshold60Month', '$10,275'],
    ['meansTest.upperThreshold60Month', '$17,150'],
    ['meansTest.childEducationMonthly', '$214.58'],
    ['medianIncome.effectiveDate', 'April 1, 2026'],
    ['medianIncome.addPerPersonOver4', '$11,100'],
    ['povertyGuidelines.year', '2026'],
    ['feeWaiver.povertyPercent', '150%'],
    ['feeWaiver.incomeLimit.household1', '$23,940'],
    ['feeInstallments.maxPayments', '4'],
    ['feeInstallments.finalPaymentDays', '120 days'],
    ['creditCounseling.window', '180 days'],
    ['repeatDischarge.chapter7AfterChapter7', '8 years'],
    ['repeatDischarge.chapter13AfterChapter7', '4 years'],
    ['repeatDischarge.chapter7AfterChapter13', '6 years'],
    ['repeatDischarge.chapter13AfterChapter13', '2 years'],
    ['meetingOfCreditors.chapter7', '21 to 40 days'],
    ['meetingOfCreditors.chapter13', '21 to 50 days'],
    ['debtorEducation.certificateRuleDate', 'December 1, 2024'],
    ['reaffirmation.rescissionPeriod', '60 days'],
    ['chapter13Plan.length', '3 to 5 years'],
    ['chapter13.trusteeFee', 'up to 10%'],
    ['formRevision.form106C', '04/25'],
  ])('{{%s}} on 2026-11-22 is %s', (token, text) => {
    expect(resolveLegalFigure(token, on('2026-11-22')).text).toBe(text);
  });

  it.each([
    ['chapter13DebtLimit.unsecured', '$465,275'],
    ['chapter13DebtLimit.secured', '$1,395,875'],
    ['chapter13DebtLimit.effectiveDate', 'April 1, 2022'],
    ['federalExemption.homestead', '$27,900'],
  ])('{{%s}} on 2024-08-01 is %s', (token, text) => {
    expect(resolveLegalFigure(token, on('2024-08-01')).text).toBe(text);
  });

  it('medianIncome.effectiveDate follows the table in force', () => {
    expect(resolveLegalFigure('medianIncome.effectiveDate', on('2026-01-15')).text).toBe('November 1, 2025');
  });

  it('every known token renders today and on 2026-11-22, with a source', () => {
    expect(LEGAL_FIGURE_TOKENS.length).toBeGreaterThanOrEqual(40);
    for (const onDate of [new Date(), on('2026-11-22')]) {
      for (const token of LEGAL_FIGURE_TOKENS) {
        const figure = resolveLegalFigure(token, onDate);
        expect(figure.text, token).not.toMatch(/\{\{|\}\}|undefined|NaN|null/);
        expect(figure.text.length, token).toBeGreaterThan(0);
        expect(figure.source.length, token).toBeGreaterThan(0);
        expect(fillLegalFigures(`{{${token}}}`, onDate)).toBe(figure.text);
      }
    }
  });

  it('names are unique and recognised', () => {
    expect(new Set(LEGAL_FIGURE_TOKENS).size).toBe(LEGAL_FIGURE_TOKENS.length);
    for (const token of LEGAL_FIGURE_TOKENS) expect(isLegalFigureToken(token)).toBe(true);
    expect(isLegalFigureToken('toString')).toBe(false);
  });
});

describe('fillLegalFigures', () => {
  it('fills every token with the figure in force on the date', () => {
    const text =
      'The Chapter 7 fee is {{filingFee.chapter7}}. Since {{ chapter13DebtLimit.effectiveDate }}, unsecured debts must be under {{chapter13DebtLimit.unsecured}}.';
    expect(fillLegalFigures(text, on('2026-11-22'))).toBe(
      'The Chapter 7 fee is $338. Since April 1, 2025, unsecured debts must be under $526,700.',
    );
  });

  it('leaves text without tokens unchanged', () => {
    expect(fillLegalFigures('No figures here.\n\nJust words.')).toBe('No figures here.\n\nJust words.');
  });

  it.each([
    ['an unknown token', 'Fee: {{filingFee.chapter8}}'],
    ['a misspelt token', 'Fee: {{filingfee.chapter7}}'],
    ['an inherited property name', 'Oops {{toString}}'],
    ['a token with a space', 'Fee: {{filingFee chapter7}}'],
    ['an unclosed token', 'Fee: {{filingFee.chapter7}'],
    ['a stray closing brace pair', 'Fee: filingFee.chapter7}}'],
    ['an empty token', 'Fee: {{}}'],
  ])('throws on %s', (_label, text) => {
    expect(() => fillLegalFigures(text, on('2026-11-22'))).toThrow(UnknownLegalFigureTokenError);
    expect(findLegalTextProblems(text).length).toBeGreaterThan(0);
  });

  it('throws when the data has no figure for the date', () => {
    expect(() => fillLegalFigures('{{chapter13DebtLimit.unsecured}}', on('2020-01-01'))).toThrow(/No .* in force on 2020-01-01/);
  });
});

describe('pinned tokens', () => {
  it.each([
    ['{{chapter13DebtLimit.unsecured@2025-03-31}}', '$465,275'],
    ['{{chapter13DebtLimit.unsecured@2025-04-01}}', '$526,700'],
    ['{{chapter13DebtLimit.effectiveDate@2025-04-01}}', 'April 1, 2025'],
    ['{{ medianIncome.effectiveDate@2026-01-15 }}', 'November 1, 2025'],
    ['{{filingFee.chapter7@2020-12-01}}', '$338'],
    ['{{filingFee.chapter13@2021-06-30}}', '$313'],
  ])('%s renders %s whatever the serving date', (text, expected) => {
    expect(fillLegalFigures(text, on('2026-11-22'))).toBe(expected);
    expect(fillLegalFigures(text, on('2031-01-01'))).toBe(expected);
  });

  it.each([
    ['an impossible date', '{{filingFee.chapter7@2025-02-30}}'],
    ['an unknown name', '{{filingFee.chapter8@2026-01-01}}'],
  ])('throws on %s', (_label, text) => {
    expect(() => fillLegalFigures(text)).toThrow(UnknownLegalFigureTokenError);
  });

  it('throws when the pinned date is before our data', () => {
    expect(() => fillLegalFigures('{{filingFee.chapter7@2020-01-01}}')).toThrow(/No .* in force on 2020-01-01/);
    expect(findLegalTextProblems('{{filingFee.chapter7@2020-01-01}}')).toHaveLength(1);
    // The fees apply since 2020-12-01: the day before, text is refused when saved, not shown wrong.
    expect(findLegalTextProblems('{{filingFee.chapter7@2020-11-30}}')[0]).toContain('No Chapter 7 filing fee in force on 2020-11-30');
  });
});

describe('listLegalFigureTokens and findLegalTextProblems', () => {
  it('lists each token once, in order of first use, unknown ones included', () => {
    const text = '{{filingFee.chapter13}} then {{ filingFee.chapter7 }} then {{filingFee.chapter13}} and {{nope}}';
    expect(listLegalFigureTokens(text)).toEqual(['filingFee.chapter13', 'filingFee.chapter7', 'nope']);
  });

  it('finds nothing wrong in valid text', () => {
    expect(findLegalTextProblems('Fee {{filingFee.chapter7}}, window {{creditCounseling.window}}.')).toEqual([]);
  });

  it('names the unknown token', () => {
    expect(findLegalTextProblems('{{filingFee.chapter8}}')[0]).toContain('{{filingFee.chapter8}}');
    expect(findLegalTextProblems('{{filingFee.chapter8}}')[0]).toContain('Known tokens: filingFee.chapter7');
  });
});

describe('describeFigureSources', () => {
  it("gives each dated figure of a page its effective date and source, grouped, in order of first use", () => {
    const tokens = listLegalFigureTokens(
      'Fees {{filingFee.chapter7}} and {{filingFee.chapter13}}; below {{meansTest.lowerThreshold60Month}}, above {{meansTest.upperThreshold60Month}}; add {{medianIncome.addPerPersonOver4}} per person; again {{filingFee.chapter7}}.',
    );
    expect(describeFigureSources(tokens, on('2026-11-22'))).toEqual([
      {
        figures: ['$338', '$313'],
        figuresText: '$338 and $313',
        effectiveDate: '2020-12-01',
        effectiveDateText: 'December 1, 2020',
        officialSource: expect.stringContaining("Director's Form 2000"),
      },
      {
        figures: ['$10,275', '$17,150'],
        figuresText: '$10,275 and $17,150',
        effectiveDate: '2025-04-01',
        effectiveDateText: 'April 1, 2025',
        officialSource: '11 U.S.C. §707(b)(2)(A)(i), as adjusted under 11 U.S.C. §104',
      },
      {
        figures: ['$11,100'],
        figuresText: '$11,100',
        effectiveDate: '2026-04-01',
        effectiveDateText: 'April 1, 2026',
        officialSource: expect.stringContaining('U.S. Trustee Program'),
        // The median table's line, which a prerendered page brings up to date in the browser.
        liveMedianTokens: ['medianIncome.addPerPersonOver4'],
      },
    ]);
  });

  it('follows the data in force on the date and pinned days', () => {
    expect(describeFigureSources(['medianIncome.addPerPersonOver4'], on('2026-01-15'))[0]?.effectiveDate).toBe('2025-11-01');
    expect(describeFigureSources(['chapter13DebtLimit.unsecured@2022-04-01'], on('2026-11-22'))).toMatchObject([
      { figures: ['$465,275'], effectiveDate: '2022-04-01', officialSource: '11 U.S.C. §109(e), as adjusted under 11 U.S.C. §104' },
    ]);
  });

  it('leaves out deadlines, typical ranges, form revisions and dates that name themselves', () => {
    expect(
      describeFigureSources(['creditCounseling.window', 'chapter13Plan.length', 'formRevision.form106C', 'medianIncome.effectiveDate', 'povertyGuidelines.year', 'feeInstallments.maxPayments'], on('2026-11-22')),
    ).toEqual([]);
  });

  it('throws on an unknown token, like the text itself would', () => {
    expect(() => describeFigureSources(['filingFee.chapter8'])).toThrow(UnknownLegalFigureTokenError);
  });
});
