import type { OfficialFormNumber } from './law/data/official-forms.ts';

/**
 * The four premium document packages (spec 3 and 9) and the official forms each one prepares.
 * One list for the server's seed data and for the public forms page, so they cannot disagree.
 * Prices are not here: they live in the server's catalog.
 */
export const DOCUMENT_PACKAGE_IDS = ['chapter7-complete', 'chapter13-complete', 'amended-chapter13-plan', 'individual-schedules'] as const;
export type DocumentPackageId = (typeof DOCUMENT_PACKAGE_IDS)[number];

const SCHEDULES = ['106Sum', '106A/B', '106C', '106D', '106E/F', '106G', '106H', '106I', '106J', '106Dec'] as const satisfies readonly OfficialFormNumber[];

/** Official form numbers (as printed on the forms) that each package prepares. */
export const DOCUMENT_PACKAGE_FORMS = {
  'chapter7-complete': ['101', ...SCHEDULES, '107', '108', '121', '122A-1'],
  // 122C-2 only above the median (chapter13/forms-for.ts decides; it also adds 103A for installments).
  'chapter13-complete': ['101', ...SCHEDULES, '107', '113', '121', '122C-1', '122C-2'],
  'amended-chapter13-plan': ['113'],
  'individual-schedules': [...SCHEDULES],
} as const satisfies Record<DocumentPackageId, readonly OfficialFormNumber[]>;

/** Display names of the packages (spec 9). */
export const DOCUMENT_PACKAGE_NAMES = {
  'chapter7-complete': 'Chapter 7 Complete Package',
  'chapter13-complete': 'Chapter 13 Complete Package',
  'amended-chapter13-plan': 'Amended Chapter 13 Plan',
  'individual-schedules': 'Individual Schedules',
} as const satisfies Record<DocumentPackageId, string>;

/** The packages that prepare an official form, in package order; empty when none does. */
export function packagesPreparingForm(formNumber: string): DocumentPackageId[] {
  return DOCUMENT_PACKAGE_IDS.filter((id) => (DOCUMENT_PACKAGE_FORMS[id] as readonly string[]).includes(formNumber));
}
