import { apiRequest } from '#client/lib/api-request.ts';

export const ACCOUNT_PATH = '/api/auth/user';

/** DELETE /api/auth/user: removes the person and everything keyed to them; their sessions end (204). */
export async function deleteAccount(): Promise<void> {
  await apiRequest('DELETE', ACCOUNT_PATH);
}
