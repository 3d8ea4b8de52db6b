import { toast, type ToastHandle } from '#client/hooks/use-toast.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { apiErrorMessage } from '#client/lib/api-error-body.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';

export interface ApiFailureReport {
  /** The toast's title (the spec's wording for the action that failed). */
  title: string;
  /** Said when the server gave no reason of its own (network failure, 5xx). */
  fallback?: string;
}

/**
 * The one way to tell a person an API call failed: a lapsed session gets the sign-in-again flow
 * (spec 8); anything else a destructive toast with the title and the server's own reason when
 * it gave one (a 4xx's `message`), else the fallback. Returns the toast, so a form can close it
 * once the problem is fixed.
 */
export function reportApiFailure(error: unknown, report: ApiFailureReport): ToastHandle | undefined {
  if (isUnauthorizedError(error)) {
    notifyUnauthorizedAndRedirect();
    return undefined;
  }
  return toast({ variant: 'destructive', title: report.title, description: apiErrorMessage(error) ?? report.fallback });
}
