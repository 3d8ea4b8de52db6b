/**
 * Which official forms the Chapter 13 packages and the Individual Schedules package put in their
 * PDF, for one case file (pure: the package renderer calls it). Chapter 13 Complete: the petition,
 * the schedules and their declaration, Form 107, Form 122C-1 (with 122C-2 when the income is above
 * the median), Form 103A when the fee is paid in installments (no fee waiver in Chapter 13), and
 * the plan; Form 121 goes last (the package renderer gives it a file of its own where it does).
 * Amended Chapter 13 Plan: Form 113 alone (marked amended by `amendedPlanCaseFile`). Individual
 * Schedules: the schedules the person chose, with 106Dec. Other packages: their static list.
 */
import { SCHEDULES_ON_THEIR_OWN as SCHEDULES, type CaseFileDraft } from '#shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_FORMS, type DocumentPackageId } from '#shared/document-packages.ts';
import { chapter13Figures } from '../forms/chapter13.ts';

export function formsFor(caseFile: CaseFileDraft, packageId: DocumentPackageId, filingDate: string): readonly string[] {
  switch (packageId) {
    case 'chapter13-complete': {
      const aboveMedian = chapter13Figures(caseFile, filingDate)?.form122C1.aboveMedian ?? false;
      return [
        '101',
        ...SCHEDULES,
        '106Dec',
        '107',
        '122C-1',
        ...(aboveMedian ? ['122C-2'] : []),
        ...(caseFile.filing?.filingFee === 'installments' ? ['103A'] : []),
        '113',
        '121',
      ];
    }
    case 'individual-schedules': {
      const wanted = caseFile.filing?.schedulesWanted;
      // Until the person chooses (a draft preview), every schedule is shown.
      return [...(wanted ? SCHEDULES.filter((schedule) => wanted.includes(schedule)) : SCHEDULES), '106Dec'];
    }
    default:
      return DOCUMENT_PACKAGE_FORMS[packageId];
  }
}

/** The Amended Chapter 13 Plan package always prints Form 113 marked amended (no sections listed yet: none changed). */
export function amendedPlanCaseFile<C extends CaseFileDraft>(caseFile: C, packageId: DocumentPackageId): C {
  if (packageId !== 'amended-chapter13-plan' || !caseFile.plan || caseFile.plan.amendedSections) return caseFile;
  return { ...caseFile, plan: { ...caseFile.plan, amendedSections: [] } };
}
