import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, CORE_CASE_FILE_SECTIONS, type CaseFileDraft } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { pagesOfSection } from './interview-pages.ts';
import { sectionProblems } from './check-problems.ts';
import { sectionToForm } from './section-values.ts';

const draft = { filing: caseFileSectionSchemas.filing.parse(jointCoupleCaseFile().filing) } as CaseFileDraft;

describe('the check page names the question of every problem', () => {
  it('“Your recent history” answered on its pages has no unnamed “Required” (transfers and purchases are asked)', () => {
    const pages = pagesOfSection('history', draft);
    const form = sectionToForm('history', undefined);
    const problems = sectionProblems('history', form, draft, pages);
    // A whole group left blank: each of its questions is named with what it needs.
    expect(problems.map((p) => p.message)).toEqual([
      'Lawsuits, garnishments and collection, Has anyone sued you?: Choose whether anyone has sued you',
      'Lawsuits, garnishments and collection, Does a lawsuit say you committed fraud?: Say whether a lawsuit says you committed fraud',
      'Lawsuits, garnishments and collection, Are your wages being garnished?: Say whether your wages are being garnished',
      'Lawsuits, garnishments and collection, Have you received a foreclosure notice?: Say whether you received a foreclosure notice',
      'Lawsuits, garnishments and collection, Where do things stand with any vehicle loan?: Choose where things stand with your vehicle loan',
    ]);
    const some = { ...form, collection: { ...(form.collection as FormValues), lawsuit: 'none', lawsuitAllegesFraud: 'no' } };
    expect(sectionProblems('history', some, draft, pages).map((p) => p.message)).toEqual([
      'Lawsuits, garnishments and collection, Are your wages being garnished?: Say whether your wages are being garnished',
      'Lawsuits, garnishments and collection, Have you received a foreclosure notice?: Say whether you received a foreclosure notice',
      'Lawsuits, garnishments and collection, Where do things stand with any vehicle loan?: Choose where things stand with your vehicle loan',
    ]);
    expect(problems.every((p) => p.pageId === 'history')).toBe(true);
  });

  it('a row of a list is named by its place and its question', () => {
    const form = { ...sectionToForm('history', undefined), transfers: [{ kind: 'paymentToInsider', date: '', amount: '3000', description: '' }] } as FormValues;
    const problems = sectionProblems('history', form, draft, pagesOfSection('history', draft));
    expect(problems).toContainEqual({ message: 'Money or property you gave away or paid back, Transfer or payment 1: When was it?: Enter a date', pageId: 'history-transfers' });
  });

  it('every problem of an empty section is on one of its pages, in every section of the forms', () => {
    const joint = { filing: { ...draft.filing!, jointFiling: true } } as CaseFileDraft;
    for (const section of CORE_CASE_FILE_SECTIONS.filter((s) => s !== 'exemptions')) {
      const problems = sectionProblems(section, sectionToForm(section, undefined), joint, pagesOfSection(section, joint));
      expect(problems.filter((p) => !p.pageId), section).toEqual([]);
    }
  });
});
