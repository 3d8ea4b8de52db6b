/**
 * A PDF render worker (node:worker_threads): renders one job at a time off the server's request
 * thread and posts back the bytes (transferred, not copied) or the error as plain data.
 */
import { parentPort } from 'node:worker_threads';
import { runRenderJob, serializeRenderError, type RenderAnswer, type RenderJob } from './render-job.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs only as a worker thread');

port.on('message', async ({ id, job }: { id: number; job: RenderJob }) => {
  let answer: RenderAnswer;
  try {
    answer = { id, ok: true, result: await runRenderJob(job) };
  } catch (error) {
    answer = { id, ok: false, error: serializeRenderError(error) };
  }
  port.postMessage(answer, answer.ok ? [answer.result.bytes.buffer as ArrayBuffer] : []);
});
