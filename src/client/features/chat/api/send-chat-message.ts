import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendChatMessage } from '#shared/contracts/chat.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { mergeMessages } from '../lib/message-list.ts';
import { CHAT_MESSAGES_PATH, chatMessageKeys } from './get-chat-messages.ts';

/** POST /api/chat-messages: 201 with the stored message. */
export async function sendChatMessage(input: SendChatMessage): Promise<ChatMessage> {
  const res = await apiRequest('POST', CHAT_MESSAGES_PATH, input);
  return (await res.json()) as ChatMessage;
}

/** Sends a message and shows it at once (the live channel brings it too; the merge keeps one). */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (message) => {
      queryClient.setQueryData<ChatMessage[]>(chatMessageKeys.room(message.roomId), (current = []) => mergeMessages(current, [message]));
    },
  });
}
