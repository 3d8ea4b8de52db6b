import type { ContactMessageInput } from '#shared/contracts/contact.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const CONTACT_PATH = '/api/contact';

const postContactMessage = apiJson(() => import('#shared/contracts/contact.ts').then((c) => c.contactMessageResponseSchema));

/** POST /api/contact: stores the message and notifies support. */
export function sendContactMessage(message: ContactMessageInput) {
  return postContactMessage(CONTACT_PATH, { method: 'POST', body: message });
}
