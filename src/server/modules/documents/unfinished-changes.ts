/**
 * The generation gate's check of rows and changes the forms would not show as the person sees them:
 * a section saved once whose latest typing (kept in the account as a section draft) does not pass its
 * check yet (a new vehicle without its year, a row added and left blank), so the forms would still
 * print the earlier answers; and Form 107 entries saved with nothing in them. Listed before the
 * button, and Generate refuses while any is left. Runs on unfinished case files too: a section can be
 * saved and changed while another is still missing.
 */
import { CASE_FILE_SECTION_TITLES, packageSections, type CaseFileDraft } from '#shared/case-file/index.ts';
import type { PackageCheckIssue } from '#shared/contracts/document-pdfs.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { AppError } from '#shared/errors.ts';

type Gated = Pick<DocumentDetail, 'templateId' | 'caseFile' | 'sectionDrafts'>;

/** Sections saved once and changed since, the change not finished: fixed on the section's check page, which links each problem to its box. */
function unfinishedSections(document: Gated): PackageCheckIssue[] {
  return packageSections(document.templateId as DocumentPackageId)
    .filter((section) => document.caseFile[section] !== undefined && document.sectionDrafts[section] !== undefined)
    .map((section) => ({
      check: 'unfinished-changes',
      where: [],
      message: `Your changes to “${CASE_FILE_SECTION_TITLES[section]}” are not finished, so your forms still show your earlier answers. Finish them, or remove a row you added and left empty.`,
      section,
      step: `check-${section}`,
    }));
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Form 107 entries with nothing but their id (the form would print an empty row under "Yes"): fixed on the question's details page. */
function emptyForm107Entries(caseFile: CaseFileDraft): PackageCheckIssue[] {
  const answers = caseFile.financialAffairs?.answers ?? {};
  return Object.entries(answers).flatMap(([question, answer]) => {
    const empty = (answer?.entries ?? []).filter((entry) => Object.entries(entry).every(([key, value]) => key === 'id' || isBlank(value))).length;
    if (empty === 0) return [];
    return [
      {
        check: 'empty-rows',
        where: [`Form 107 line ${question}`],
        message: `Form 107 line ${question} has ${empty === 1 ? 'an empty entry' : `${empty} empty entries`}. Fill ${empty === 1 ? 'it' : 'them'} in or remove ${empty === 1 ? 'it' : 'them'}.`,
        section: 'financialAffairs' as const,
        step: `fa-details-${question}`,
      },
    ];
  });
}

/** What the person must finish before the final PDF: unfinished changes and empty rows, each with the step where it is fixed. */
export function unfinishedChanges(document: Gated): PackageCheckIssue[] {
  return [...unfinishedSections(document), ...emptyForm107Entries(document.caseFile)];
}

/** Generate's refusal (409) while anything is unfinished, each problem as an issue of its section. */
export function refuseUnfinishedChanges(document: Gated): void {
  const issues = unfinishedChanges(document);
  if (issues.length === 0) return;
  throw new AppError(
    'CONFLICT',
    `Some answers are not finished, so we did not make the final PDF: ${issues.map((issue) => issue.message).join(' ')}`,
    issues.map((issue) => ({ path: issue.section, message: issue.message })),
  );
}
