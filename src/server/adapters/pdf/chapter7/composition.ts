/**
 * Which forms go into the main PDF of a package, in filing order, for one case file and filing
 * date. The Chapter 7 package adds the conditional forms: 103A when the fee is paid in installments,
 * 103B when a waiver is asked for and the family's income is below the line (otherwise the cover
 * sheet says why not), 122A-1Supp when the exemption from the presumption applies, and 122A-2 when
 * the income is above the median (the eligibility engine decides, with the tables in force on the
 * filing date). Form 121 is never in the main PDF: it is a file of its own (courts keep it off the
 * public docket). The other packages' forms come from chapter13/forms-for.ts.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_FORMS, type DocumentPackageId } from '#shared/document-packages.ts';
import { feeWaiverAsked } from '#shared/documents/fee-waiver-request.ts';
import type { FeeWaiverEligibility } from '#shared/law/fee-waiver.ts';
import { formsFor } from '../chapter13/forms-for.ts';
import { supplementApplies } from '../forms/122a-1supp/definition.ts';
import { meansTestForms } from '../forms/means-test.ts';

/** The form filed on its own, never inside the package PDF. */
export const SEPARATE_FORM = '121';

export interface PackageComposition {
  /** Official form numbers of the main PDF, in filing order. */
  forms: string[];
  /** The fee waiver answer when the person asked for one (the cover sheet gives its reason). */
  feeWaiver?: FeeWaiverEligibility;
}

export function chapter7Composition(caseFile: CaseFileDraft, filingDate: string): PackageComposition {
  const feeWaiver = feeWaiverAsked(caseFile, filingDate);
  const fee = caseFile.filing?.filingFee === 'installments' ? ['103A'] : feeWaiver?.offered ? ['103B'] : [];
  const [petition, ...rest] = DOCUMENT_PACKAGE_FORMS['chapter7-complete'].filter((n) => n !== SEPARATE_FORM);
  const meansTest = [
    ...(supplementApplies(caseFile, filingDate) ? ['122A-1Supp'] : []),
    ...(meansTestForms(caseFile, filingDate)?.form122A2 ? ['122A-2'] : []),
  ];
  return { forms: [petition!, ...fee, ...rest, ...meansTest], ...(feeWaiver ? { feeWaiver } : {}) };
}

/** The forms of the main PDF of any package (Form 121 always apart). */
export function composePackage(caseFile: CaseFileDraft, packageId: DocumentPackageId, filingDate: string): PackageComposition {
  if (packageId === 'chapter7-complete') return chapter7Composition(caseFile, filingDate);
  return { forms: formsFor(caseFile, packageId, filingDate).filter((n) => n !== SEPARATE_FORM) };
}

/** Whether a package has a Form 121 file beside its PDF. */
export const packageHasForm121 = (packageId: DocumentPackageId): boolean => (DOCUMENT_PACKAGE_FORMS[packageId] as readonly string[]).includes(SEPARATE_FORM);
