import { queryOptions, useQuery } from '@tanstack/react-query';
import { chatReportSchema } from '#shared/contracts/chat.ts';
import { apiJson } from '#client/lib/api/api-json.ts';
import { CHAT_REPORTS_PATH, chatModerationKeys } from './keys.ts';

const getChatReports = apiJson(chatReportSchema.array());

/** GET /api/admin/chat-reports: reports not yet handled, with the message, author and reporter. */
export function chatReportsQueryOptions() {
  return queryOptions({ queryKey: chatModerationKeys.reports(), queryFn: ({ signal }) => getChatReports(CHAT_REPORTS_PATH, { signal }) });
}

export function useChatReports() {
  return useQuery(chatReportsQueryOptions());
}
