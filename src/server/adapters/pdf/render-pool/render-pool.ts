/**
 * Renders PDFs in worker threads, so a long package (hundreds of creditors: seconds of CPU) never
 * holds up the server's other answers. At most `size` renders run at once (one per worker), the
 * rest wait in order. Workers start on the first render and stop after a while idle; `close()`
 * stops them all (the app's onClose).
 */
import { Worker } from 'node:worker_threads';
import os from 'node:os';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import type { DocumentPackageId } from '#shared/document-packages.ts';
import { AppError } from '#shared/errors.ts';
import type { RenderedPackage, RenderPackageOptions } from '../package.ts';
import { deserializeRenderError, runRenderJob, type RenderAnswer, type RenderJob } from './render-job.ts';

/** The two rendering calls the documents module makes; the pool and the in-thread renderer both offer them. */
export interface PdfRenderer {
  renderPackage(caseFile: CaseFileDraft, packageId: DocumentPackageId, options: RenderPackageOptions): Promise<RenderedPackage>;
  renderForms(caseFile: CaseFileDraft, formNumbers: readonly string[], options: RenderPackageOptions): Promise<RenderedPackage>;
  close(): Promise<void>;
}

const rendererOf = (run: (job: RenderJob) => Promise<RenderedPackage>, close: () => Promise<void>): PdfRenderer => ({
  renderPackage: (caseFile, packageId, options) => run({ kind: 'package', caseFile, packageId, options }),
  renderForms: (caseFile, formNumbers, options) => run({ kind: 'forms', caseFile, formNumbers, options }),
  close,
});

/** Rendering on the calling thread (scripts and unit tests; the server uses the pool). */
export const inThreadRenderer = (): PdfRenderer => rendererOf(runRenderJob, async () => {});

/** The worker runs TypeScript the way the server does (`node --import tsx`), in development, tests and `npm start`. */
const WORKER_URL = new URL('./render-worker.ts', import.meta.url);
const WORKER_OPTIONS = { execArgv: ['--import', 'tsx'] };
/** A worker unused this long stops, giving back its memory; the next render starts one again (about a second). */
const IDLE_STOP_MS = 10 * 60_000;

interface Task {
  job: RenderJob;
  resolve: (result: RenderedPackage) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export function createRenderPool(options: { size?: number; idleStopMs?: number } = {}): PdfRenderer {
  const size = Math.max(1, options.size ?? os.availableParallelism());
  const idleStopMs = options.idleStopMs ?? IDLE_STOP_MS;
  const slots = new Set<Slot>();
  const waiting: Task[] = [];
  let nextId = 1;
  let closed = false;

  const stopped = () => new AppError('UNAVAILABLE', 'The site is restarting. Please try again in a minute.');

  function finish(slot: Slot, answer: RenderAnswer | Error): void {
    const task = slot.task;
    slot.task = undefined;
    if (task) {
      if (answer instanceof Error) task.reject(answer);
      else if (answer.ok) task.resolve(answer.result);
      else task.reject(deserializeRenderError(answer.error));
    }
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => {
      slots.delete(slot);
      void slot.worker.terminate();
    }, idleStopMs).unref();
    dispatch();
  }

  function startWorker(): Slot {
    const worker = new Worker(WORKER_URL, WORKER_OPTIONS);
    const slot: Slot = { worker, task: undefined, idleTimer: undefined };
    worker.on('message', (answer: RenderAnswer) => finish(slot, answer));
    // A worker that dies (out of memory, a crash) fails its render as a server error; the next render starts a new one.
    const lost = (error: Error) => {
      if (!slots.delete(slot)) return;
      clearTimeout(slot.idleTimer);
      const task = slot.task;
      slot.task = undefined;
      task?.reject(closed ? stopped() : error);
      dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The PDF render worker stopped (exit code ${code}).`)));
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    while (!closed && waiting.length > 0) {
      const slot = [...slots].find((s) => !s.task) ?? (slots.size < size ? startWorker() : undefined);
      if (!slot) return;
      const task = waiting.shift()!;
      clearTimeout(slot.idleTimer);
      slot.task = task;
      // A busy worker keeps the process alive (a script awaiting its render); an idle one does not.
      slot.worker.ref();
      slot.worker.postMessage({ id: nextId++, job: task.job });
    }
  }

  function run(job: RenderJob): Promise<RenderedPackage> {
    if (closed) return Promise.reject(stopped());
    return new Promise<RenderedPackage>((resolve, reject) => {
      waiting.push({ job, resolve, reject });
      dispatch();
    });
  }

  async function close(): Promise<void> {
    closed = true;
    for (const task of waiting.splice(0)) task.reject(stopped());
    const all = [...slots];
    for (const slot of all) clearTimeout(slot.idleTimer);
    await Promise.all(all.map((slot) => slot.worker.terminate()));
  }

  return rendererOf(run, close);
}
