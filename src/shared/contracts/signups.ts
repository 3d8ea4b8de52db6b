import { z } from 'zod';
import { text } from './fields.ts';

/** Newsletter and webinar sign-up fields, with the exact messages of spec section 5. */
export const signupFormSchema = z.object({
  firstName: text().trim().min(2, 'First name must be at least 2 characters').max(100, 'First name must be at most 100 characters'),
  lastName: text().trim().min(2, 'Last name must be at least 2 characters').max(100, 'Last name must be at most 100 characters'),
  email: text().trim().email('Please enter a valid email address').max(254, 'Please enter a valid email address'),
  phoneNumber: text().trim().min(10, 'Please enter a valid phone number').max(30, 'Please enter a valid phone number'),
});
export type SignupForm = z.infer<typeof signupFormSchema>;

/**
 * What a newsletter sign-up or webinar registration did:
 * - `signed-up` / `already-signed-up`: the address is the person's own verified account email, so
 *   it took effect at once (or had before);
 * - `check-email`: any other address. Its owner must follow the emailed link first (double opt-in).
 *   The answer is the same whether or not an email went (already signed up, daily limit reached),
 *   so it says nothing about the address.
 */
export const signupStatusSchema = z.enum(['signed-up', 'already-signed-up', 'check-email']);
export type SignupStatus = z.infer<typeof signupStatusSchema>;

/** Response of POST /api/newsletter-signup. */
export const newsletterSignupResponseSchema = z.object({
  ok: z.literal(true),
  status: signupStatusSchema,
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;

/** The emailed confirmation link's token (43 base64url characters). */
export const SIGNUP_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/signup-confirmations: follows a confirmation link (a POST, so mail scanners that open links change nothing). */
export const signupConfirmationSchema = z.object({
  token: text().regex(SIGNUP_TOKEN_PATTERN, 'This confirmation link is not complete. Copy the whole link from the email.'),
});
export type SignupConfirmation = z.infer<typeof signupConfirmationSchema>;
