// A journey about what comes later (buying, generating, filing, the plan) starts where a person
// left the interview. The sections they typed are saved here as the interview's pages save them:
// the one place an e2e journey may send interview answers through the API (a guard test,
// scripts/e2e-journeys-type-answers.test.ts, refuses `/sections/` anywhere else in tests/e2e).
// Each section names the journey that types it through the pages; null: no journey types it yet.
import type { Page } from '@playwright/test';
import type { CaseFileSection } from '../../../src/shared/case-file/index.ts';

export const SECTION_TYPED_IN: Record<CaseFileSection, string | null> = {
  filing: 'a-person-answers-their-history-and-form-107-and-waits-for-the-counseling-course.spec.ts',
  debtors: 'a-couple-prepares-their-chapter-7-forms-through-the-interview.spec.ts',
  household: 'a-person-finds-what-they-already-told-us-filled-in-and-checks-it.spec.ts',
  property: 'a-person-lists-vehicles-goods-and-accounts-with-the-add-buttons.spec.ts',
  debts: null,
  codebtors: null,
  contracts: null,
  income: null,
  expenses: 'a-couple-prepares-their-chapter-7-forms-through-the-interview.spec.ts',
  history: 'a-person-answers-their-history-and-form-107-and-waits-for-the-counseling-course.spec.ts',
  financialAffairs: 'a-person-answers-their-history-and-form-107-and-waits-for-the-counseling-course.spec.ts',
  exemptions: 'a-couple-prepares-their-chapter-7-forms-through-the-interview.spec.ts',
  plan: 'a-person-builds-a-chapter-13-plan-amends-it-and-prepares-one-schedule.spec.ts',
};

/** Saves one section as a person's earlier journey left it; the HTTP status (200 when saved). */
export async function sectionFromAnEarlierJourney(page: Page, documentId: string, section: CaseFileSection, value: unknown): Promise<number> {
  return (await page.request.put(`/api/documents/${encodeURIComponent(documentId)}/sections/${section}`, { data: value })).status();
}
