import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { chatModerationKeys } from './keys.ts';
import { resolveChatReport } from './resolve-chat-report.ts';

/** PUT /api/admin/chat-messages/{id}/hidden: hides (or shows again) a message for everyone, live. */
export async function setChatMessageHidden(messageId: number, isHidden: boolean): Promise<void> {
  await apiRequest('PUT', `/api/admin/chat-messages/${messageId}/hidden`, { isHidden });
}

/** Hides a reported message and closes its report. */
export function useHideReportedMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ reportId, messageId }: { reportId: number; messageId: number }) => {
      await setChatMessageHidden(messageId, true);
      await resolveChatReport(reportId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatModerationKeys.reports() }),
  });
}
