import type { ToastHandle } from '#client/hooks/use-toast.ts';
import { notifyUnauthorizedAndRedirect, SIGN_IN_PROMPT_REDIRECT_DELAY_MS } from '#client/lib/auth/redirect-to-login.ts';
import type { Translate } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import '#client/i18n/en/signups.ts';

/**
 * What a failed sign-up does once the form has shown any field problems of the server: signed
 * out → say why and go to sign-in; anything else → `otherwise` (a toast).
 */
export function handleSignupFailure(
  error: unknown,
  { t, signInText, otherwise }: { t: Translate; signInText: string; otherwise: () => ToastHandle | void },
): ToastHandle | void {
  if (isUnauthorizedError(error)) {
    notifyUnauthorizedAndRedirect({ title: t('signups.signInTitle'), description: signInText, delayMs: SIGN_IN_PROMPT_REDIRECT_DELAY_MS });
    return;
  }
  // Returned, so the form closes it once a later try goes through.
  return otherwise();
}
