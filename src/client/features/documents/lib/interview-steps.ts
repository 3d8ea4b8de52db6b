// The interview's steps in order, from the answers as the person sees them: a section still being
// typed counts with its typed answers (this device's copy or the account's draft), not only once it
// is saved complete. So a follow-up page (the details after a "Yes") comes right after the answer
// that opens it, though the rest of its section is not answered yet.
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { packageSections, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { pagesOfSection, SCHEDULES_PAGE_ID, specialPageOf } from './interview-pages.ts';
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
