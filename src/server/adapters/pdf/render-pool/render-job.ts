/**
 * What a render worker is asked to do and what it answers, shared by the pool (main thread) and the
 * worker. Jobs and answers cross the thread boundary by structured clone: plain data only.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { AppError, type ErrorCode, type FieldIssue } from '#shared/errors.ts';
import { withImportedMedianTables } from '../imported-median-tables.ts';
import { renderForms, renderPackage, type RenderedPackage, type RenderPackageOptions } from '../package.ts';

export type RenderJob =
  | { kind: 'package'; caseFile: CaseFileDraft; packageId: DocumentPackageId; options: RenderPackageOptions }
  | { kind: 'forms'; caseFile: CaseFileDraft; formNumbers: readonly string[]; options: RenderPackageOptions };

/** An error thrown while rendering, as plain data: an AppError keeps its code and issues (its answer). */
export interface SerializedRenderError {
  name: string;
  message: string;
  stack?: string;
  appError?: { code: ErrorCode; issues?: FieldIssue[] };
}

export type RenderAnswer = { id: number; ok: true; result: RenderedPackage } | { id: number; ok: false; error: SerializedRenderError };

/** The pure rendering code, the same in a worker and in this thread. */
export function runRenderJob(job: RenderJob): Promise<RenderedPackage> {
  return withImportedMedianTables(job.options.importedMedianIncomeTables ?? [], () =>
    job.kind === 'package' ? renderPackage(job.caseFile, job.packageId, job.options) : renderForms(job.caseFile, job.formNumbers, job.options),
  );
}

export function serializeRenderError(error: unknown): SerializedRenderError {
  if (error instanceof AppError) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}), appError: { code: error.code, ...(error.issues ? { issues: error.issues } : {}) } };
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  return { name: 'Error', message: String(error) };
}

/** The error again on the main thread: an AppError answers as it would have; anything else stays a server error (500). */
export function deserializeRenderError(serialized: SerializedRenderError): Error {
  if (serialized.appError) return new AppError(serialized.appError.code, serialized.message, serialized.appError.issues);
  const error = new Error(serialized.message);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}
