import { AppError } from '#shared/errors.ts';

export const RENDER_BUSY_MESSAGE = 'We are still making other PDFs for you. Please wait until they are ready, then try again.';

/** How many renders of one person may wait behind the one running (Generate while the page's preview is drawn). */
const WAITING_PER_PERSON = 1;

/**
 * One PDF render per person at a time on this instance. One more waits its turn (the preview in the
 * page and Generate clicked while it draws); any further one is refused (429), so one person cannot
 * fill the render workers or the queue.
 */
export function createPersonRenderGate() {
  const queues = new Map<string, { pending: number; tail: Promise<unknown> }>();
  return {
    async run<T>(userId: string, render: () => Promise<T>): Promise<T> {
      const queue = queues.get(userId) ?? { pending: 0, tail: Promise.resolve() };
      if (queue.pending > WAITING_PER_PERSON) throw new AppError('RATE_LIMITED', RENDER_BUSY_MESSAGE);
      queue.pending += 1;
      queues.set(userId, queue);
      const turn = queue.tail.then(render, render);
      queue.tail = turn.catch(() => undefined);
      try {
        return await turn;
      } finally {
        queue.pending -= 1;
        if (queue.pending === 0) queues.delete(userId);
      }
    },
  };
}
