/**
 * A PDF render worker (node:worker_threads): renders one job at a time off the server's request
 * thread and posts back the bytes (transferred, not copied) or the error as plain data.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runRenderJob, serializeRenderError, type RenderAnswer, type RenderJob } from './render-job.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

// Drawing gives way to the request thread whenever both want a core: on Linux each thread has its own
// nice value, so this lowers this worker alone (elsewhere it would lower the whole server, so not there).
if (process.platform === 'linux') os.setPriority(Math.min(19, os.getPriority() + 10));

port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let answer: RenderAnswer;
  try {
    answer = { id, ok: true, result: await runRenderJob(job) };
  } catch (error) {
    answer = { id, ok: false, error: serializeRenderError(error) };
  }
  port.postMessage(answer, answer.ok ? [answer.result.bytes.buffer as ArrayBuffer] : []);
});
