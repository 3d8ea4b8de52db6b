import { describe, expect, it } from 'vitest';
import { chapter13CaseFile } from '../forms/test-support.ts';
import { chapter13CoverSheet } from './cover-sheet.ts';

describe('Chapter 13 cover sheet', () => {
  it('points to the district court’s website for a local plan form and gives Chapter 13’s education deadline', () => {
    const caseFile = chapter13CaseFile((input) => {
      (input.filing as Record<string, unknown>).chapter = 13;
    });
    const sheet = chapter13CoverSheet({ caseFile, filingDate: caseFile.filing.plannedFilingDate, forms: [{ number: '113', title: 'Chapter 13 Plan' }] });
    expect(sheet.title).toBe('Your Chapter 13 bankruptcy package');
    const headings = sheet.sections.map((s) => s.heading);
    expect(headings.indexOf('Your district’s Chapter 13 plan form')).toBe(headings.indexOf('Where to file') + 1);
    const planForm = sheet.sections.find((s) => s.heading === 'Your district’s Chapter 13 plan form')!;
    expect(planForm.paragraphs[0]).toContain('uscourts.gov');
    const education = sheet.sections.find((s) => s.heading === 'After you file: the debtor education course')!;
    expect(education.paragraphs[0]).toContain('before the last plan payment');
  });
});
