/** The case caption every form prints, from the case file. */
import type { Caption } from '../layout/blocks.ts';
import { fullName } from './common.ts';
import type { CaseFileDraft } from '#shared/case-file/index.ts';

export function captionFromCaseFile(caseFile: CaseFileDraft): Caption {
  const joint = caseFile.filing?.jointFiling ?? Boolean(caseFile.debtors?.spouse);
  return {
    debtor1: fullName(caseFile.debtors?.debtor.name),
    ...(joint ? { debtor2: fullName(caseFile.debtors?.spouse?.name) } : {}),
    district: caseFile.filing?.district.name ?? '',
  };
}
