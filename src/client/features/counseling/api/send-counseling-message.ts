import { useMutation } from '@tanstack/react-query';
import type { CounselingMessageRequest, CounselingReply } from '#shared/contracts/counseling.ts';
import { isCheckingResponses } from '#client/lib/api/api-json.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { readServerSentEvents } from '../lib/server-sent-events.ts';

export const COUNSELING_MESSAGE_PATH = '/api/chatbot/message';

const STATUS_OF_CODE: Record<string, number> = { VALIDATION_FAILED: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409, RATE_LIMITED: 429, UNAVAILABLE: 503 };

/**
 * POST /api/chatbot/message as a stream (spec 7's call; the answer arrives as it is written when a
 * language model answers): `onDelta` gets the text so far, the promise the whole reply. Failures
 * are ApiErrors like apiJson's ("<status>: <body>"), so reportApiFailure reads them the same way.
 * apiJson reads whole JSON answers only; this is the one streamed call of the site.
 */
export async function sendCounselingMessage(request: CounselingMessageRequest, onDelta?: (textSoFar: string) => void): Promise<CounselingReply> {
  const res = await fetch(COUNSELING_MESSAGE_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    credentials: 'include',
  });
  if (!res.ok || !res.body) throw new ApiError(res.status, res.statusText, await res.text().catch(() => ''));
  let text = '';
  for await (const event of readServerSentEvents(res.body)) {
    if (event.name === 'delta') {
      text += (JSON.parse(event.data) as { text: string }).text;
      onDelta?.(text);
    } else if (event.name === 'reply') {
      const reply = JSON.parse(event.data) as unknown;
      if (!isCheckingResponses) return reply as CounselingReply;
      const { counselingReplySchema } = await import('#shared/contracts/counseling.ts');
      return counselingReplySchema.parse(reply);
    } else if (event.name === 'error') {
      const body = JSON.parse(event.data) as { code?: string };
      throw new ApiError(STATUS_OF_CODE[body.code ?? ''] ?? 500, 'Error', event.data);
    }
  }
  throw new ApiError(502, 'The answer stopped before it was complete', '');
}

export function useSendCounselingMessage() {
  return useMutation({ mutationFn: ({ request, onDelta }: { request: CounselingMessageRequest; onDelta?: (text: string) => void }) => sendCounselingMessage(request, onDelta) });
}
