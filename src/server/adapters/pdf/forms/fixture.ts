/** The documents team's fixture household as a parsed case file (tests and `npm run bench:pdf`). */
import { caseFileSchema, type CaseFile } from '#shared/case-file/index.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { LAW_TABLES } from './tables.ts';
import type { FormContext } from './types.ts';

export function jointCouple(): CaseFile {
  return caseFileSchema.parse(jointCoupleCaseFile());
}

export function fixtureContext(valuesOf?: FormContext['valuesOf']): FormContext {
  return { filingDate: '2026-12-15', tables: LAW_TABLES, ...(valuesOf ? { valuesOf } : {}) };
}
