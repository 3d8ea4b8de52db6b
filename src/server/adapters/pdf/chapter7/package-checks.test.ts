import { describe, expect, it } from 'vitest';
import { fixtureCaseFile } from '../forms/test-support.ts';
import { chapter7PackageChecks } from './package-checks.ts';

describe('the Chapter 7 package’s checks across forms', () => {
  it('the fixture household’s forms agree', () => {
    const caseFile = fixtureCaseFile();
    expect(chapter7PackageChecks(caseFile, caseFile.filing.plannedFilingDate)).toEqual([]);
  });

  it('names the section that fixes each mismatch: Schedule I against 122A-1 is fixed in the income section', () => {
    const caseFile = fixtureCaseFile((input) => {
      input.income!.scheduleI!.spouse!.monthlyGrossWages = 320_000;
    });
    const issues = chapter7PackageChecks(caseFile, caseFile.filing.plannedFilingDate);
    expect(issues.map((i) => [i.check, i.section])).toEqual([['means-test-differs-from-schedule-i', 'income']]);
    expect(issues[0]!.message).toContain("Debtor 2's wages were $3,000.00 in each of the last 6 months");
  });
});
