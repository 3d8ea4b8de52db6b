import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { CHAT_MESSAGES_PATH } from './get-chat-messages.ts';

/** POST /api/chat-messages/{id}/report: asks the moderators to look at a message. */
export async function reportChatMessage({ messageId, reason }: { messageId: number; reason: string }): Promise<void> {
  await apiRequest('POST', `${CHAT_MESSAGES_PATH}/${messageId}/report`, { reason });
}

export function useReportChatMessage() {
  return useMutation({ mutationFn: reportChatMessage });
}
