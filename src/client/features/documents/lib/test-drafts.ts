// Drafts for the interview's tests: the joint couple's case file as saved, and the same with every
// Form 107 question answered yes, so every page of the interview is asked.
import { caseFileSectionSchemas, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { FORM_107_QUESTIONS } from '#shared/case-file/financial-affairs.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';

export const savedCouple = Object.fromEntries(
  Object.entries(jointCoupleCaseFile()).map(([section, value]) => [section, (caseFileSectionSchemas[section as CaseFileSection] as { parse: (v: unknown) => unknown }).parse(value)]),
) as CaseFileDraft;

export const everyPageDraft: CaseFileDraft = {
  ...savedCouple,
  financialAffairs: { answers: Object.fromEntries(FORM_107_QUESTIONS.map((q) => [q, { answer: true, entries: [] }])) as NonNullable<CaseFileDraft['financialAffairs']>['answers'] },
};
