import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { keepServingOnUnhandledRejection } from './process-errors.ts';

describe('keepServingOnUnhandledRejection', () => {
  it('logs a rejection nobody handled instead of letting it end the process', () => {
    const events = new EventEmitter();
    const log = { error: vi.fn() };
    keepServingOnUnhandledRejection(events, log);
    const reason = new Error('Failed query: params jo@example.com');
    expect(events.emit('unhandledRejection', reason, Promise.resolve())).toBe(true);
    expect(log.error).toHaveBeenCalledWith({ err: reason }, 'unhandled promise rejection; still serving');
  });
});
