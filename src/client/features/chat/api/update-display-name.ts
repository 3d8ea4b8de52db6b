import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { authStore } from '#client/lib/auth/use-auth.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { chatMessageKeys } from './get-chat-messages.ts';

export const DISPLAY_NAME_PATH = '/api/auth/user/display-name';

const putDisplayName = apiJson(() => import('#shared/contracts/auth.ts').then((c) => c.displayNameResponseSchema));

/** PUT /api/auth/user/display-name: the name others see in chat and the community. */
export function updateDisplayName(displayName: string) {
  return putDisplayName(DISPLAY_NAME_PATH, { method: 'PUT', body: { displayName } });
}

/** Saves the name, then shows it on the user's messages already on screen and in the account. */
export function useUpdateDisplayName(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDisplayName,
    onSuccess: async ({ displayName }) => {
      queryClient.setQueriesData<ChatMessage[]>({ queryKey: chatMessageKeys.all }, (messages) =>
        messages?.map((message) => (message.userId === userId ? { ...message, displayName } : message)),
      );
      await authStore.refresh();
    },
  });
}
