import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { authStore } from '#client/features/auth/use-auth.ts';
import { apiRequest } from '#client/lib/api-request.ts';
import { chatMessageKeys } from './get-chat-messages.ts';

export const DISPLAY_NAME_PATH = '/api/auth/user/display-name';

/** PUT /api/auth/user/display-name: the name others see in chat and the community. */
export async function updateDisplayName(displayName: string): Promise<{ displayName: string }> {
  const res = await apiRequest('PUT', DISPLAY_NAME_PATH, { displayName });
  return (await res.json()) as { displayName: string };
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
