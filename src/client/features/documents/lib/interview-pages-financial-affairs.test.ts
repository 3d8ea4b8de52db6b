import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, type CaseFileDraft } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage, pagesOfSection } from './interview-pages.ts';
import { checkSection, pageOwnsPath, sectionToForm } from './section-values.ts';

const financialAffairs = caseFileSectionSchemas.financialAffairs.parse(jointCoupleCaseFile().financialAffairs);
const draft = { financialAffairs } as CaseFileDraft;

describe('Form 107 in the interview', () => {
  it('keeps the fixture’s answers and entries exactly through the form and back', () => {
    const form = sectionToForm('financialAffairs', financialAffairs as FormValues);
    const check = checkSection('financialAffairs', form, draft);
    expect(check.issues).toEqual([]);
    expect(check.value).toEqual(financialAffairs);
  });

  it('asks nine topic pages, and a details page only after a “yes”', () => {
    const pages = pagesOfSection('financialAffairs', draft).map((p) => p.id);
    expect(pages.filter((id) => !id.startsWith('fa-details-'))).toHaveLength(9);
    expect(pages.filter((id) => id.startsWith('fa-details-'))).toEqual(['fa-details-4', 'fa-details-6', 'fa-details-16']);
    expect(pages.indexOf('fa-details-6')).toBe(pages.indexOf('fa-payments') + 1);
  });

  it('an unanswered question is said on its topic page; the details keep what was typed', () => {
    const form = sectionToForm('financialAffairs', undefined);
    const check = checkSection('financialAffairs', form, {} as CaseFileDraft);
    const unanswered = check.issues.filter((i) => i.message === 'Answer yes or no').map((i) => i.path);
    expect(unanswered).toHaveLength(27);
    expect(unanswered).toContain('answers.6.answer');
    expect(pageOwnsPath(findPage('fa-payments')!, 'answers.6.answer', form)).toBe(true);
    expect(pageOwnsPath(findPage('fa-lawsuits')!, 'answers.6.answer', form)).toBe(false);

    const typed = sectionToForm('financialAffairs', financialAffairs as FormValues);
    const entries = (typed.answers as Record<string, { entries: FormValues[] }>)['6']!.entries;
    expect(entries[0]).toMatchObject({ name: 'Liberty Auto Finance', amount: '1260', amountStillOwed: '12000' });
    expect(pageOwnsPath(findPage('fa-details-6')!, 'answers.6.entries.0.amount', typed)).toBe(true);
  });
});
