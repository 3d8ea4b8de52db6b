import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { t } from '#client/i18n/i18n.ts';
import { ApiError, isUnauthorizedError } from '#client/lib/api-request.ts';
import '#client/i18n/en/chat-moderation.ts';

/** The `message` of our API's JSON error body, for 4xx answers whose text helps the admin. */
export function helpfulServerMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return null;
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() ? body.message : null;
  } catch {
    return null;
  }
}

/** A failed moderation action: the sign-in-again flow for a 401, else a destructive toast. */
export function reportFailure(error: unknown): void {
  if (isUnauthorizedError(error)) {
    notifyUnauthorizedAndRedirect();
    return;
  }
  toast({ variant: 'destructive', title: t('chatModeration.failedTitle'), description: helpfulServerMessage(error) ?? t('chatModeration.failedText') });
}
