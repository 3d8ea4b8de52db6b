import { describe, expect, it } from 'vitest';
import { fixtureCaseFile } from '../forms/test-support.ts';
import { coverSheet } from './cover-sheet.ts';

describe('cover sheet (fixture household)', () => {
  it('states the fee in force, the court’s website, counseling, education and the deadlines from the data', () => {
    const caseFile = fixtureCaseFile();
    const sheet = coverSheet({ caseFile, filingDate: '2026-12-15', forms: [{ number: '108', title: 'Statement of Intention for Individuals Filing Under Chapter 7', sign: 'Part 3: both of you sign and date' }] });
    const text = sheet.sections.flatMap((s) => [s.heading, ...s.paragraphs]).join('\n');
    expect(text).toContain('The fee to file a Chapter 7 case is $338.00');
    expect(text).toContain('United States Bankruptcy Court for the Eastern District of Pennsylvania.');
    expect(text).toContain('https://www.paeb.uscourts.gov');
    expect(text).toContain('within 180 days before the petition');
    expect(text).toContain('within 14 days after filing');
    expect(text).toContain('Statement of Intention (Form 108): within 30 days after filing');
    expect(text).toContain('21 to 40 days after filing');
    expect(text).toContain('Form 108: Part 3: both of you sign and date');
  });
});
