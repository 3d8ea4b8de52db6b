import type { ContactMessageInput, ContactMessageResponse } from '#shared/contracts/contact.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { ApiError, apiRequest } from '#client/lib/api-request.ts';

export const CONTACT_PATH = '/api/contact';

/** POST /api/contact: stores the message and notifies support. */
export async function sendContactMessage(message: ContactMessageInput): Promise<ContactMessageResponse> {
  const res = await apiRequest('POST', CONTACT_PATH, message);
  return (await res.json().catch(() => ({ ok: true }))) as ContactMessageResponse;
}

/** Field problems the server reported for a rejected message (400), if any. */
export function fieldIssuesOf(error: unknown): Array<{ path: string; message: string }> {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  try {
    const body = JSON.parse(error.body) as Partial<ErrorBody>;
    return Array.isArray(body.issues) ? body.issues.filter((issue) => typeof issue?.path === 'string' && typeof issue.message === 'string') : [];
  } catch {
    return [];
  }
}
