import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-request.ts';
import { CHAT_REPORTS_PATH, chatModerationKeys } from './keys.ts';

/** PUT /api/admin/chat-reports/{id}/resolve: the report is handled (dismissed, or its message hidden). */
export async function resolveChatReport(reportId: number): Promise<void> {
  await apiRequest('PUT', `${CHAT_REPORTS_PATH}/${reportId}/resolve`);
}

export function useResolveChatReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveChatReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatModerationKeys.reports() }),
  });
}
