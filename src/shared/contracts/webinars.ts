import { z } from 'zod';
import { signupStatusSchema } from './signups.ts';
import { multilineText, text } from './fields.ts';
import { DEFAULT_LOCALE } from '../format/locale.ts';

export const webinarSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** ISO date-time (UTC). */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  /** IANA time zone the webinar is announced in, e.g. America/Chicago. */
  timeZone: z.string(),
  isCanceled: z.boolean(),
});
export type Webinar = z.infer<typeof webinarSchema>;

/** Admin view adds the join link (sent to registrants only) and the registration count. */
export const adminWebinarSchema = webinarSchema.extend({
  joinUrl: z.string(),
  registrationCount: z.number().int(),
});
export type AdminWebinar = z.infer<typeof adminWebinarSchema>;

/** GET /api/webinars/next: the next upcoming, not canceled webinar, or null. */
export const nextWebinarResponseSchema = z.object({ webinar: webinarSchema.nullable() });
export type NextWebinarResponse = z.infer<typeof nextWebinarResponseSchema>;

const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat(DEFAULT_LOCALE, { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const DURATION_MESSAGE = 'Enter a length from 15 to 480 minutes';

export const webinarInputSchema = z.object({
  title: text().trim().min(1, 'Enter a title').max(200, 'The title must be at most 200 characters'),
  description: multilineText().trim().max(2000, 'The description must be at most 2000 characters').default(''),
  startsAt: text().datetime({ offset: true, message: 'Enter the date and start time' }),
  durationMinutes: z.number({ invalid_type_error: DURATION_MESSAGE }).int(DURATION_MESSAGE).min(15, DURATION_MESSAGE).max(480, DURATION_MESSAGE).default(60),
  timeZone: text().refine(isTimeZone, 'Choose a valid time zone, like America/New_York'),
  joinUrl: text().trim().url('Enter the full link people use to join, starting with https://').refine((v) => /^https?:\/\//.test(v), 'Enter the full link people use to join, starting with https://'),
  isCanceled: z.boolean().default(false),
});
export type WebinarInput = z.input<typeof webinarInputSchema>;

/** Response of POST /api/webinar-registration; `status` as for the newsletter (`signupStatusSchema`). */
export const webinarRegistrationResponseSchema = z.object({
  ok: z.literal(true),
  status: signupStatusSchema,
  webinar: webinarSchema,
});
export type WebinarRegistrationResponse = z.infer<typeof webinarRegistrationResponseSchema>;

/** Response of POST /api/signup-confirmations: what the followed link made active. */
export const signupConfirmedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('newsletter') }),
  z.object({ kind: z.literal('webinar'), webinar: webinarSchema }),
]);
export type SignupConfirmed = z.infer<typeof signupConfirmedSchema>;
