import { afterEach, describe, expect, it } from 'vitest';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { AppError } from '#shared/errors.ts';
import { jointCouple } from '../forms/fixture.ts';
import { deserializeRenderError, serializeRenderError } from './render-job.ts';
import { createRenderPool, inThreadRenderer, type PdfRenderer } from './render-pool.ts';

const options = { draft: true, filingDate: '2026-12-15', producer: 'Test' };
let pool: PdfRenderer | undefined;
afterEach(async () => {
  await pool?.close();
});

describe('the PDF render pool', () => {
  it('draws in a worker the same bytes as on this thread, and a separate form too', async () => {
    pool = createRenderPool({ size: 1 });
    const [inWorker, here] = [await pool.renderPackage(jointCouple(), 'chapter7-complete', options), await inThreadRenderer().renderPackage(jointCouple(), 'chapter7-complete', options)];
    expect(Buffer.from(inWorker.bytes).equals(Buffer.from(here.bytes))).toBe(true);
    expect(inWorker.forms.map((f) => f.number)).toEqual(here.forms.map((f) => f.number));
    expect((await pool.renderForms(jointCouple(), ['121'], options)).forms.map((f) => f.number)).toEqual(['121']);
  });

  it('gives back an error thrown while drawing, as the same kind of error, and keeps drawing after it', async () => {
    pool = createRenderPool({ size: 1 });
    const failed = await pool.renderPackage(null as unknown as CaseFileDraft, 'chapter7-complete', options).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(AppError);
    expect((failed as Error).name).toBe('TypeError');
    expect((await pool.renderForms(jointCouple(), ['121'], options)).pageCount).toBeGreaterThan(0);
  });

  it('runs renders side by side up to its size, queues the rest in order, and refuses work once closed', async () => {
    pool = createRenderPool({ size: 2 });
    const results = await Promise.all([1, 2, 3].map(() => pool!.renderForms(jointCouple(), ['121'], options)));
    expect(results.map((r) => r.forms[0]!.number)).toEqual(['121', '121', '121']);
    const waiting = [pool.renderPackage(jointCouple(), 'chapter7-complete', options), pool.renderPackage(jointCouple(), 'chapter7-complete', options), pool.renderPackage(jointCouple(), 'chapter7-complete', options)];
    const settling = Promise.allSettled(waiting);
    await pool.close();
    const settled = await settling;
    expect(settled.map((s) => (s.status === 'rejected' ? (s.reason as AppError).code : 'drawn'))).toEqual(['UNAVAILABLE', 'UNAVAILABLE', 'UNAVAILABLE']);
    await expect(pool.renderForms(jointCouple(), ['121'], options)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});

describe('render errors across the thread boundary', () => {
  it('keep an AppError’s code, message and issues (its answer), and any other error’s name and message', () => {
    const appError = deserializeRenderError(serializeRenderError(new AppError('VALIDATION_FAILED', 'Check the debts.', [{ path: 'debts', message: 'Too long' }])));
    expect(appError).toBeInstanceOf(AppError);
    expect(appError).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Check the debts.', issues: [{ path: 'debts', message: 'Too long' }] });
    const other = deserializeRenderError(serializeRenderError(new RangeError('out of range')));
    expect(other).not.toBeInstanceOf(AppError);
    expect({ name: other.name, message: other.message }).toEqual({ name: 'RangeError', message: 'out of range' });
  });
});
