import { z } from 'zod';
import { multilineText, socialSecurityNumberMessage, text, withoutSocialSecurityNumber } from './fields.ts';

/** Limits for the contact form (spec 2.11); the server enforces the same ones. */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

const requiredText = (label: string, max: number) =>
  text({ required_error: `Enter your ${label}`, invalid_type_error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(max, `Your ${label} must be at most ${max} characters`);

/**
 * POST /api/contact body. The same schema validates the form in the browser and the request on
 * the server, so both show the same messages. `website` is a honeypot: people never see it, so a
 * filled-in value means a bot.
 */
export const contactMessageSchema = z.object({
  firstName: requiredText('first name', CONTACT_LIMITS.nameMax),
  lastName: requiredText('last name', CONTACT_LIMITS.nameMax),
  email: text({ required_error: 'Enter your email address', invalid_type_error: 'Enter your email address' })
    .trim()
    .min(1, 'Enter your email address')
    .max(CONTACT_LIMITS.emailMax, 'Your email address is too long')
    .email('Enter an email address like name@example.com'),
  subject: withoutSocialSecurityNumber(
    text({ required_error: 'Enter a subject', invalid_type_error: 'Enter a subject' })
      .trim()
      .min(1, 'Enter a subject')
      .max(CONTACT_LIMITS.subjectMax, `The subject must be at most ${CONTACT_LIMITS.subjectMax} characters`),
    socialSecurityNumberMessage('the subject'),
  ),
  message: withoutSocialSecurityNumber(
    multilineText({ required_error: 'Enter your message', invalid_type_error: 'Enter your message' })
      .trim()
      .min(1, 'Enter your message')
      .min(CONTACT_LIMITS.messageMin, `Your message must be at least ${CONTACT_LIMITS.messageMin} characters`)
      .max(CONTACT_LIMITS.messageMax, `Your message must be at most ${CONTACT_LIMITS.messageMax} characters`),
    socialSecurityNumberMessage('your message'),
  ),
  /** Honeypot: people never fill it; the server accepts a filled one silently and drops the message. */
  website: multilineText().max(2000).optional().default(''),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** POST /api/contact success response (201). */
export const contactMessageResponseSchema = z.object({ ok: z.literal(true) });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;
