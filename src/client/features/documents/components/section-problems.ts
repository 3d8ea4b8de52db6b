// What is still wrong in a section as the person left it (their unfinished typing, on this device or
// in the account, else the saved section): the same check its check-your-answers page shows, each
// problem with the page where its box is. A section with problems is not "saved" for the forms.
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import type { CaseFileSection } from '#shared/case-file/index.ts';
import { pagesOfSection } from '../lib/interview-pages.ts';
import { sectionProblems as problemsNamingQuestions } from '../lib/check-problems.ts';
import { workingDraft } from '../lib/interview-steps.ts';
import { startingValues } from './interview-page.tsx';

export interface SectionProblem {
  section: CaseFileSection;
  /** The page's title and the problem ("Cars and other vehicles: Vehicle 2 is empty: …"). */
  message: string;
  /** The page where it is fixed; none when no page shows it. */
  pageId?: string;
}

export function sectionProblems(doc: DocumentDetail, section: CaseFileSection): SectionProblem[] {
  const pages = pagesOfSection(section, workingDraft(doc));
  // The exemption picker and the plan builder check their own section as they go.
  if (pages.length === 0) return [];
  return problemsNamingQuestions(section, startingValues(doc, section), doc.caseFile, pages).map((problem) => ({ section, ...problem }));
}

/** Problems of the sections saved once: what keeps them from being "saved" as the person sees them. */
export function savedSectionsProblems(doc: DocumentDetail, sections: readonly CaseFileSection[]): SectionProblem[] {
  return sections.filter((section) => !doc.missingSections.includes(section)).flatMap((section) => sectionProblems(doc, section));
}
