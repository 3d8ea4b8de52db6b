import { ApiError } from '#client/lib/api-request.ts';
import type { SaveProblem } from './autosaver.ts';

/**
 * What a failed save means for the person: a 401 is an ended session (sign in again, the typing
 * waits on this device), a request that never reached the server is being offline (tried again),
 * anything else a save that failed.
 */
export function saveProblemOf(error: unknown, isOnline: boolean = typeof navigator === 'undefined' || navigator.onLine): SaveProblem {
  if (error instanceof ApiError) return error.status === 401 ? 'signedOut' : 'failed';
  // fetch rejects with a TypeError when the network is down or the request could not be sent.
  if (!isOnline || error instanceof TypeError) return 'offline';
  return 'failed';
}
