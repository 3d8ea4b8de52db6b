import { useMutation } from '@tanstack/react-query';
import { apiJson } from '#client/lib/api/api-json.ts';

export const SIGNUP_CONFIRMATIONS_PATH = '/api/signup-confirmations';

const postSignupConfirmation = apiJson(() => import('#shared/contracts/webinars.ts').then((c) => c.signupConfirmedSchema));

/**
 * POST /api/signup-confirmations: uses up an emailed confirmation link and makes its sign-up or
 * registration active. 404 when the link expired or was used; 409 when its webinar is over.
 */
export function confirmSignup(token: string) {
  return postSignupConfirmation(SIGNUP_CONFIRMATIONS_PATH, { method: 'POST', body: { token } });
}

export function useConfirmSignup() {
  return useMutation({ mutationFn: confirmSignup });
}
