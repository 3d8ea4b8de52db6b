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

/** Response of POST /api/newsletter-signup. `alreadySignedUp` when this account had signed up this email before. */
export const newsletterSignupResponseSchema = z.object({
  ok: z.literal(true),
  alreadySignedUp: z.boolean(),
});
export type NewsletterSignupResponse = z.infer<typeof newsletterSignupResponseSchema>;
