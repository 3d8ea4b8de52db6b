import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';

/**
 * A failed admin action: a lapsed session gets the sign-in-again flow (spec 8: 'Unauthorized',
 * redirect after 500 ms); anything else a destructive toast with the given title and, when the
 * server explained itself (like 'This is the last admin…'), its reason.
 */
export function reportFailure(error: unknown, title: string): void {
  if (isUnauthorizedError(error)) {
    notifyUnauthorizedAndRedirect();
    return;
  }
  toast({ variant: 'destructive', title, description: apiErrorMessage(error) });
}
