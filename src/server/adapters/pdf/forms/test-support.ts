/** The fixture case file with a change for one test, and the context values() gets in tests. */
import { type CaseFile, caseFileSchema } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { fixtureContext } from './fixture.ts';
import type { FormContext } from './types.ts';

export function fixtureCaseFile(change: (input: ReturnType<typeof jointCoupleCaseFile>) => void = () => {}): CaseFile {
  const input = jointCoupleCaseFile();
  change(input);
  return caseFileSchema.parse(input);
}

/** The fixture's context, on the case file's own planned filing date. */
export function contextFor(caseFile: CaseFile): FormContext {
  return { ...fixtureContext(), filingDate: caseFile.filing.plannedFilingDate };
}

/** The fixture household filing Chapter 13 to save the home: cure the mortgage arrears, pay the car in full at 6 %, a 10 % trustee's fee. */
export function chapter13CaseFile(change: (input: Record<string, unknown>) => void = () => {}): CaseFile {
  return fixtureCaseFile((input) => {
    const draft = input as unknown as Record<string, unknown>;
    draft.plan = { secured: [{ debtId: 'd-mortgage', treatment: 'maintain-and-cure' }, { debtId: 'd-car', treatment: 'pay-in-full', interestRatePercent: 6 }], trusteeFeePercent: 10 };
    change(draft);
  });
}
