import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-request.ts';
import { saveProblemOf } from './save-problem.ts';

describe('what a failed save means', () => {
  it.each([
    ['an ended session (401)', new ApiError(401, 'Unauthorized', '{"message":"Unauthorized"}'), true, 'signedOut'],
    ['a refusal (400)', new ApiError(400, 'Bad Request', '{"message":"Enter an amount"}'), true, 'failed'],
    ['a server failure (503)', new ApiError(503, 'Service Unavailable', ''), true, 'failed'],
    ['a request that never left (fetch TypeError)', new TypeError('Failed to fetch'), true, 'offline'],
    ['any error while the browser is offline', new Error('aborted'), false, 'offline'],
    ['another error online', new Error('bug'), true, 'failed'],
  ] as const)('%s', (_, error, isOnline, expected) => {
    expect(saveProblemOf(error, isOnline)).toBe(expected);
  });
});
