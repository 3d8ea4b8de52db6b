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

describe('Chapter 13 cover sheet: a district with its own plan form (Bankruptcy Rule 3015.1)', () => {
  it('names New Jersey’s “Chapter 13 Plan and Motions” for a person filing in the District of New Jersey, with its source', () => {
    const caseFile = chapter13CaseFile((input) => {
      const filing = input.filing as Record<string, unknown>;
      filing.chapter = 13;
      filing.district = { code: 'njd', name: 'District of New Jersey', state: 'NJ' };
    });
    const sheet = chapter13CoverSheet({ caseFile, filingDate: caseFile.filing.plannedFilingDate, forms: [{ number: '113', title: 'Chapter 13 Plan' }] });
    const planForm = sheet.sections.find((s) => s.heading === 'Your district’s Chapter 13 plan form')!;
    expect(planForm.paragraphs[0]).toBe(
      'Your court, the District of New Jersey, requires its own plan form, “Chapter 13 Plan and Motions”, instead of Official Form 113 (Bankruptcy Rule 3015.1). File that form, not the Form 113 in this package. Get the newest version on the court’s website, https://www.njb.uscourts.gov.',
    );
    expect(planForm.paragraphs.at(-1)).toMatch(/^Source: U\.S\. Bankruptcy Court for the District of New Jersey/);
  });
});

describe('Chapter 13 cover sheet: the median on Form 122C-1 line 16c (11 U.S.C. §101(39A), U.S. Trustee table)', () => {
  const caseFile = chapter13CaseFile((input) => {
    (input.filing as Record<string, unknown>).chapter = 13;
  });
  const forms = [{ number: '122C-1', title: 'Chapter 13 Statement of Your Current Monthly Income and Calculation of Commitment Period' }];

  it('opens with the warning when the table in force is our estimate (2026-04-01)', () => {
    const sheet = chapter13CoverSheet({ caseFile, filingDate: '2026-06-01', forms });
    expect(sheet.sections[0]!.heading).toBe('Warning: check the median income figure before you file');
    expect(sheet.sections[0]!.paragraphs[0]).toContain("Form 122C-1 line 16c is an estimate — check the official table at the U.S. Trustee Program's site");
  });

  it('says nothing while the official 2025-11-01 table is in force and not yet likely replaced', () => {
    const sheet = chapter13CoverSheet({ caseFile, filingDate: '2026-01-15', forms });
    expect(sheet.sections.map((s) => s.heading)).not.toContain('Warning: check the median income figure before you file');
  });
});
