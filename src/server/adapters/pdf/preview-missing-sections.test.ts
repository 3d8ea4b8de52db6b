/**
 * The preview of an unfinished document: every combination of missing sections of the fixture case
 * file, for every package, is planned and its form values computed and checked (the part that read
 * a missing section and crashed: Form 107 without history or debts answered 500). Drawing is slow,
 * so whole PDFs are drawn for a few drafts only.
 */
import { describe, expect, it } from 'vitest';
import { CASE_FILE_SECTIONS, type CaseFile, type CaseFileDraft } from '#shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_IDS, type DocumentPackageId } from '#shared/document-packages.ts';
import { captionFromCaseFile } from './forms/caption.ts';
import { formDefinition } from './forms/registry.ts';
import { LAW_TABLES } from './forms/tables.ts';
import { chapter13CaseFile, fixtureCaseFile } from './forms/test-support.ts';
import { checkValues } from './layout/render-form.ts';
import { planPackage, renderPackage, valuesResolver } from './package.ts';

const FILING_DATE = '2026-12-15';

/** The whole fixture for a package: the Chapter 13 ones with the plan, filed under Chapter 13. */
function fullCaseFile(packageId: DocumentPackageId): CaseFile {
  if (packageId === 'chapter7-complete' || packageId === 'individual-schedules') return fixtureCaseFile();
  return chapter13CaseFile((input) => void Object.assign(input['filing'] as object, { chapter: 13, filingFee: 'full' }));
}

/** The draft with the sections of `mask`'s set bits left out. */
function without(full: CaseFile, sections: readonly string[], mask: number): CaseFileDraft {
  return Object.fromEntries(sections.filter((_, i) => !(mask & (1 << i))).map((s) => [s, full[s as keyof CaseFile]])) as CaseFileDraft;
}

/** Everything the preview computes before drawing: the forms, the cover sheet, the caption and each form's checked values. */
function planAndValues(draft: CaseFileDraft, packageId: DocumentPackageId): void {
  const plan = planPackage(draft, packageId, { filingDate: FILING_DATE });
  const valuesOf = valuesResolver(plan.caseFile, plan.filingDate, LAW_TABLES);
  captionFromCaseFile(plan.caseFile);
  for (const number of plan.forms) {
    const definition = formDefinition(number);
    if (definition) checkValues(definition, valuesOf(number) ?? {});
  }
}

const failureOf = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message).split('\n').slice(0, 2).join(' ') : String(error));

describe.each(DOCUMENT_PACKAGE_IDS)('the preview of %s with sections missing', (packageId) => {
  const full = fullCaseFile(packageId);
  const sections = CASE_FILE_SECTIONS.filter((s) => full[s] !== undefined);
  const all = (1 << sections.length) - 1;

  it('plans the package and computes every form for each of the 2^n combinations of missing sections', { timeout: 120_000 }, () => {
    const failures = new Map<string, string>();
    for (let mask = 0; mask <= all; mask++) {
      try {
        planAndValues(without(full, sections, mask), packageId);
      } catch (error) {
        const failure = failureOf(error);
        if (!failures.has(failure)) failures.set(failure, `without ${sections.filter((_, i) => mask & (1 << i)).join(', ')}`);
      }
    }
    expect([...failures].map(([failure, draft]) => `${draft}: ${failure}`)).toEqual([]);
  });

  // Drawing takes about a second a package on a busy machine: every section missing, and one section
  // missing at a time for the Chapter 7 package (the 500 that was reported), a fixed sample for the others.
  it('draws a PDF with every section missing and with one missing (a sample for the other packages)', { timeout: 180_000 }, async () => {
    const one = sections.map((_, i) => 1 << i);
    const sample = [1, 2, 3].map((k) => (k * 2_654_435_761) % (all + 1));
    for (const mask of new Set([all, ...(packageId === 'chapter7-complete' ? one : sample)])) {
      const missing = sections.filter((_, i) => mask & (1 << i));
      const rendered = await renderPackage(without(full, sections, mask), packageId, { draft: true, filingDate: FILING_DATE }).catch((error: unknown) => failureOf(error));
      const pdf = typeof rendered === 'string' ? rendered : Buffer.from(rendered.bytes.subarray(0, 5)).toString('latin1');
      expect({ missing, pdf }).toEqual({ missing, pdf: '%PDF-' });
    }
  });
});
