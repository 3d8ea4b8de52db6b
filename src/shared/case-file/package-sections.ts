/**
 * Which sections of the case file each document package needs before its final PDF can be made
 * (spec 9). The interview shows these sections and the server checks them at Generate.
 */
import type { DocumentPackageId } from '../document-packages.ts';
import { CORE_CASE_FILE_SECTIONS, type CaseFileSection } from './case-file.ts';

const coreWithout = (...left: CaseFileSection[]) => CORE_CASE_FILE_SECTIONS.filter((section) => !left.includes(section));

export const DOCUMENT_PACKAGE_SECTIONS: Record<DocumentPackageId, readonly CaseFileSection[]> = {
  // Form 107 (financial affairs) is asked by the complete packages.
  'chapter7-complete': [...CORE_CASE_FILE_SECTIONS, 'financialAffairs'],
  'chapter13-complete': [...CORE_CASE_FILE_SECTIONS, 'financialAffairs', 'plan'],
  // Form 113 alone: the claims, income and property the plan is measured against, and the plan.
  'amended-chapter13-plan': [...coreWithout('codebtors', 'contracts', 'history'), 'plan'],
  // The 106 schedules: everything they print; the history questions belong to the petition and Form 107.
  'individual-schedules': coreWithout('history'),
};

export function packageSections(packageId: DocumentPackageId): readonly CaseFileSection[] {
  return DOCUMENT_PACKAGE_SECTIONS[packageId];
}
