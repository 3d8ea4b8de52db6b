import { notifyUnauthorizedAndRedirect, SIGN_IN_PROMPT_REDIRECT_DELAY_MS } from '#client/features/auth/redirect-to-login.ts';
import type { Translate } from '#client/i18n/i18n.ts';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { fieldErrorsFrom, type SignupErrors } from './signup-form.ts';
import '#client/i18n/en/signups.ts';

/**
 * What a failed sign-up does, in order: signed out → say why and go to sign-in; the server
 * refused a field → show it under that field; anything else → `otherwise` (a toast).
 */
export function handleSignupFailure(
  error: unknown,
  { t, signInText, onFieldErrors, otherwise }: { t: Translate; signInText: string; onFieldErrors: (errors: SignupErrors) => void; otherwise: () => void },
): void {
  if (isUnauthorizedError(error)) {
    notifyUnauthorizedAndRedirect({ title: t('signups.signInTitle'), description: signInText, delayMs: SIGN_IN_PROMPT_REDIRECT_DELAY_MS });
    return;
  }
  const fieldErrors = fieldErrorsFrom(apiFieldIssues(error));
  if (Object.keys(fieldErrors).length > 0) onFieldErrors(fieldErrors);
  else otherwise();
}
