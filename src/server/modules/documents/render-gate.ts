import { AppError } from '#shared/errors.ts';

export const RENDER_BUSY_MESSAGE = 'We are still making another PDF for you. Please wait until it is ready, then try again.';

/**
 * One PDF render per person at a time on this instance: a second one, asked while the first runs,
 * is refused (429) rather than queued, so one person cannot fill the render workers.
 */
export function createPersonRenderGate() {
  const rendering = new Set<string>();
  return {
    async run<T>(userId: string, render: () => Promise<T>): Promise<T> {
      if (rendering.has(userId)) throw new AppError('RATE_LIMITED', RENDER_BUSY_MESSAGE);
      rendering.add(userId);
      try {
        return await render();
      } finally {
        rendering.delete(userId);
      }
    },
  };
}
