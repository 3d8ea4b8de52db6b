/**
 * What stops Generate for the Chapter 13 packages and the Individual Schedules package once every
 * section is answered: Chapter 13 eligibility (with the engine's reasons), the sections an amended
 * plan changes, and the choice of schedules. Each problem names the case file section to change. Pure.
 */
import type { CaseFile } from '../../case-file/index.ts';
import type { DocumentPackageId } from '../../document-packages.ts';
import type { FieldIssue } from '../../errors.ts';
import { chapter13EligibilityOf } from './eligibility.ts';

const SECTION_OF_REASON: Record<string, string> = {
  'chapter13-debt-limits': 'debts',
  'chapter13-no-regular-income': 'income',
  'chapter13-case-file-chapter': 'filing',
};

export interface PackageProblems {
  message: string;
  issues: FieldIssue[];
}

export function packageProblems(caseFile: CaseFile, packageId: DocumentPackageId): PackageProblems | null {
  if (packageId === 'chapter13-complete') {
    const eligibility = chapter13EligibilityOf(caseFile, packageId);
    if (eligibility.status !== 'not-eligible') return null;
    return {
      message: `You cannot file Chapter 13 with these answers: ${eligibility.reasons.map((reason) => `${reason.fact} ${reason.rule}`).join(' ')}`,
      issues: eligibility.reasons.map((reason) => ({ path: SECTION_OF_REASON[reason.id] ?? 'filing', message: `${reason.rule} ${reason.effect}` })),
    };
  }
  if (packageId === 'amended-chapter13-plan' && !caseFile.plan?.amendedSections?.length) {
    return { message: 'List the sections of the plan you changed.', issues: [{ path: 'plan.amendedSections', message: 'List the sections of the plan you changed' }] };
  }
  if (packageId === 'individual-schedules' && !caseFile.filing.schedulesWanted?.length) {
    return { message: 'Choose at least one schedule to prepare.', issues: [{ path: 'filing.schedulesWanted', message: 'Choose at least one schedule' }] };
  }
  return null;
}
