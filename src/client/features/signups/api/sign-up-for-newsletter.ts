import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignupResponse, SignupForm } from '#shared/contracts/signups.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const NEWSLETTER_SIGNUP_PATH = '/api/newsletter-signup';

/** POST /api/newsletter-signup: signs the account up once per email and emails a confirmation. */
export async function signUpForNewsletter(form: SignupForm): Promise<NewsletterSignupResponse> {
  const res = await apiRequest('POST', NEWSLETTER_SIGNUP_PATH, form);
  return (await res.json()) as NewsletterSignupResponse;
}

export function useNewsletterSignup() {
  return useMutation({ mutationFn: signUpForNewsletter });
}
