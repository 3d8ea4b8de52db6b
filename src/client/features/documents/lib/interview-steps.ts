// The interview's steps in order, from the answers as the person sees them: a section still being
// typed counts with its typed answers (this device's copy or the account's draft), not only once it
// is saved complete. So a follow-up page (the details after a "Yes") comes right after the answer
// that opens it, though the rest of its section is not answered yet.
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { packageSections, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { findPage, INTERVIEW_PAGES, pagesOfSection, SCHEDULES_PAGE_ID, sectionOfSpecialPage, specialPageOf } from './interview-pages.ts';
import { newestDraftValues, readLocalDraft } from './local-draft.ts';
import { formToSection } from './section-values.ts';

export const GENERATE_STEP = 'generate';

/** What a page has just typed, newer than any copy kept so far. */
export interface TypedSection {
  section: CaseFileSection;
  values: FormValues;
}

type DocForSteps = Pick<DocumentDetail, 'id' | 'templateId' | 'caseFile' | 'sectionDrafts' | 'version'>;

/** The sections this document's package needs, in the order of the forms. */
export const sectionsOf = (doc: Pick<DocumentDetail, 'templateId'>) => packageSections(doc.templateId as DocumentPackageId);

/**
 * The case file with each unfinished section's typing in place of the saved one, converted as a
 * save would (yes/no as booleans): what decides which pages are asked. Not a valid case file.
 */
export function workingDraft(doc: DocForSteps, typed?: TypedSection): CaseFileDraft {
  const draft: Record<string, unknown> = { ...doc.caseFile };
  for (const section of sectionsOf(doc)) {
    const values = typed?.section === section ? typed.values : newestDraftValues(readLocalDraft(doc.id, section), doc.sectionDrafts[section], doc.version);
    if (values) draft[section] = formToSection(section, values, doc.caseFile);
  }
  return draft as CaseFileDraft;
}

/** The steps in order: each section's pages then its check page; the exemption picker; Generate. */
export function stepsOf(doc: DocForSteps, typed?: TypedSection): string[] {
  const draft = workingDraft(doc, typed);
  const steps: string[] = [];
  for (const section of sectionsOf(doc)) {
    const special = specialPageOf(section);
    if (special) {
      steps.push(special);
      continue;
    }
    const pages = pagesOfSection(section, draft);
    if (pages.length === 0) continue;
    steps.push(...pages.map((page) => page.id), `check-${section}`);
    if (section === 'filing' && doc.templateId === 'individual-schedules') steps.push(SCHEDULES_PAGE_ID);
  }
  steps.push(GENERATE_STEP);
  return steps;
}

/** The section a step belongs to (a page, a check page, a page of its own); null for Generate. */
export function sectionOfStep(step: string): CaseFileSection | null {
  const special = sectionOfSpecialPage(step);
  if (special) return special;
  if (step === SCHEDULES_PAGE_ID) return 'filing';
  if (step.startsWith('check-')) return step.slice('check-'.length) as CaseFileSection;
  return findPage(step)?.section ?? null;
}

/**
 * "Step 3 of 13": the step's section among the package's sections, then Generate. Counted by
 * section, not by page, so it never jumps when an answer opens or closes a follow-up page
 * (issue 37: the total went 44 → 48 → 50 and numbers repeated).
 */
export function stepCounter(doc: Pick<DocumentDetail, 'templateId'>, step: string): { number: number; total: number } {
  const sections = sectionsOf(doc).filter((section) => specialPageOf(section) !== undefined || INTERVIEW_PAGES.some((page) => page.section === section));
  const total = sections.length + 1;
  const section = step === GENERATE_STEP ? null : sectionOfStep(step);
  const at = section ? sections.indexOf(section) : -1;
  return { number: at >= 0 ? at + 1 : total, total };
}
