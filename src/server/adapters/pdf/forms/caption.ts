/** The case caption every form prints, from the case file. */
import type { Caption } from '../layout/blocks.ts';
import type { CaseFileLike, PersonNameLike } from './case-file-like.ts';

export function fullName(name: PersonNameLike | undefined): string {
  if (!name) return '';
  return [name.first, name.middle, name.last, name.suffix].map((part) => part?.trim()).filter(Boolean).join(' ');
}

export function captionFromCaseFile(caseFile: CaseFileLike): Caption {
  const joint = caseFile.filing?.jointFiling ?? Boolean(caseFile.debtors?.spouse);
  return {
    debtor1: fullName(caseFile.debtors?.debtor?.name),
    ...(joint ? { debtor2: fullName(caseFile.debtors?.spouse?.name) } : {}),
    district: caseFile.filing?.district ?? '',
  };
}
