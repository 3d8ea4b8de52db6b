import { useMutation } from '@tanstack/react-query';
import type { SignupForm } from '#shared/contracts/signups.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const NEWSLETTER_SIGNUP_PATH = '/api/newsletter-signup';

const postNewsletterSignup = apiJson(() => import('#shared/contracts/signups.ts').then((c) => c.newsletterSignupResponseSchema));

/** POST /api/newsletter-signup: signs the account up once per email and emails a confirmation. */
export function signUpForNewsletter(form: SignupForm) {
  return postNewsletterSignup(NEWSLETTER_SIGNUP_PATH, { method: 'POST', body: form });
}

export function useNewsletterSignup() {
  return useMutation({ mutationFn: signUpForNewsletter });
}
