import { describe, expect, it } from 'vitest';
import { caseFileSectionSchemas, type CaseFileDraft } from '#shared/case-file/index.ts';
import { FORM_107_QUESTIONS } from '#shared/case-file/financial-affairs.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { COUNSELING_STEP, counselingAndDetailsIssues, form107DetailsStep } from '#shared/documents/counseling-and-details-gate.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage } from './interview-pages.ts';
import { sectionToForm } from './section-values.ts';
import { GENERATE_STEP, stepCounter, stepsOf } from './interview-steps.ts';

const fixture = jointCoupleCaseFile();
const filing = caseFileSectionSchemas.filing.parse(fixture.filing);
const history = caseFileSectionSchemas.history.parse(fixture.history);

/** A Chapter 7 document whose filing and history are saved and whose Form 107 is not started. */
function doc(overrides: Partial<DocumentDetail> = {}): DocumentDetail {
  return { id: 'doc-1', templateId: 'chapter7-complete', version: 3, caseFile: { filing, history } as CaseFileDraft, sectionDrafts: {}, ...overrides } as DocumentDetail;
}

/** Form 107's form values with only these questions answered. */
function typedAnswers(answers: Record<string, 'yes' | 'no'>): FormValues {
  const form = sectionToForm('financialAffairs', undefined);
  for (const [q, answer] of Object.entries(answers)) ((form.answers as Record<string, FormValues>)[q]!).answer = answer;
  return form;
}

const after = (steps: string[], step: string) => steps[steps.indexOf(step) + 1];

describe('the interview’s steps follow the answers typed, not only the saved ones', () => {
  it('a “Yes” to a lawsuit, typed on its page, opens the lawsuit details page right after it', () => {
    const typed = { section: 'financialAffairs' as const, values: typedAnswers({ '9': 'yes', '10': 'no', '12': 'no' }) };
    expect(stepsOf(doc())).not.toContain('fa-details-9');
    expect(after(stepsOf(doc(), typed), 'fa-lawsuits')).toBe('fa-details-9');
  });

  it('a “Yes” to income from a job, kept as the account’s draft of the unfinished section, opens its details page', () => {
    const sectionDrafts = { financialAffairs: { values: typedAnswers({ '4': 'yes' }), savedVersion: 3, updatedAt: '2026-12-01T10:00:00.000Z' } };
    const steps = stepsOf(doc({ sectionDrafts }));
    expect(after(steps, 'fa-homes-income')).toBe('fa-details-4');
    expect(steps).not.toContain('fa-details-5');
  });

  it('a “No” typed over a saved “Yes” takes the details page away', () => {
    const financialAffairs = caseFileSectionSchemas.financialAffairs.parse(fixture.financialAffairs);
    const saved = doc({ caseFile: { filing, history, financialAffairs } as CaseFileDraft });
    expect(stepsOf(saved)).toContain('fa-details-4');
    const values = sectionToForm('financialAffairs', financialAffairs as FormValues);
    ((values.answers as Record<string, FormValues>)['4']!).answer = 'no';
    expect(stepsOf(saved, { section: 'financialAffairs', values })).not.toContain('fa-details-4');
  });

  it('asks the history section’s transfers and purchases on pages of their own, before its check page', () => {
    const steps = stepsOf(doc());
    expect(steps.slice(steps.indexOf('history'), steps.indexOf('check-history') + 1)).toEqual(['history', 'history-transfers', 'history-purchases', 'history-prior-cases', 'history-pending-cases', 'check-history']);
  });
});

describe('the step counter does not jump', () => {
  it('counts sections, so a “Yes” that opens a details page changes neither the total nor the number (issue 37: 44 → 48 → 50)', () => {
    const typed = { section: 'financialAffairs' as const, values: typedAnswers({ '9': 'yes', '10': 'yes', '12': 'yes' }) };
    expect(stepsOf(doc(), typed).length).toBeGreaterThan(stepsOf(doc()).length);
    const chapter7 = doc();
    expect(stepCounter(chapter7, 'fa-lawsuits')).toEqual(stepCounter(chapter7, 'fa-details-9'));
    const { total } = stepCounter(chapter7, 'filing-chapter');
    expect(stepCounter(chapter7, 'filing-chapter')).toEqual({ number: 1, total });
    expect(stepCounter(chapter7, 'check-filing')).toEqual({ number: 1, total });
    expect(stepCounter(chapter7, 'debtor')).toEqual({ number: 2, total });
    expect(stepCounter(chapter7, GENERATE_STEP)).toEqual({ number: total, total });
    // Every step's number is within the total, and the numbers only go up along the steps.
    const numbers = stepsOf(doc(), typed).map((step) => stepCounter(chapter7, step).number);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(numbers).size).toBe(total);
  });
});

describe('the generation gate links to steps the interview has', () => {
  it('the counseling question, every details page and the lawsuit question are interview pages', () => {
    expect(findPage(COUNSELING_STEP)?.fields?.map((f) => f.name)).toContain('creditCounseling.debtor.status');
    for (const q of FORM_107_QUESTIONS) expect(findPage(form107DetailsStep(q))?.id, q).toBe(`fa-details-${q}`);
    const fromHistory = counselingAndDetailsIssues({ history: { ...history, collection: { ...history.collection, lawsuit: 'filed' } }, financialAffairs: { answers: {} } } as CaseFileDraft, 'chapter7-complete');
    expect(fromHistory.map((issue) => findPage(issue.step ?? null)?.id)).toEqual(['fa-lawsuits']);
  });
});
