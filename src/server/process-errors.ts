import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A promise nobody awaited that rejects (a background task's database error, say) would end the
 * process by default, taking every visitor's request with it. Log it (the logger keeps only the
 * error's class and code, never its message) and keep serving.
 */
export function keepServingOnUnhandledRejection(processEvents: EventEmitter, log: Pick<FastifyBaseLogger, 'error'>): void {
  processEvents.on('unhandledRejection', (reason: unknown) => {
    log.error({ err: reason }, 'unhandled promise rejection; still serving');
  });
}
