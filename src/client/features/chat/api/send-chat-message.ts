import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, SendChatMessage } from '#shared/contracts/chat.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { mergeMessages } from '../lib/message-list.ts';
import { CHAT_MESSAGES_PATH, chatMessageKeys } from './get-chat-messages.ts';

const postChatMessage = apiJson(() => import('#shared/contracts/chat.ts').then((c) => c.chatMessageSchema));

/** POST /api/chat-messages: 201 with the stored message. */
export function sendChatMessage(input: SendChatMessage) {
  return postChatMessage(CHAT_MESSAGES_PATH, { method: 'POST', body: input });
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
