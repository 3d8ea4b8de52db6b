import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChatReport } from '#shared/contracts/chat.ts';
import { chatModerationKeys } from './keys.ts';

/** GET /api/admin/chat-reports: reports not yet handled, with the message, author and reporter. */
export function chatReportsQueryOptions() {
  return queryOptions<ChatReport[]>({ queryKey: chatModerationKeys.reports() });
}

export function useChatReports() {
  return useQuery(chatReportsQueryOptions());
}
