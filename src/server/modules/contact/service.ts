import type { ContactMessage } from '#shared/contracts/contact.ts';
import { AppError } from '#shared/errors.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { RateCounter, RateRule } from '../../security/rate-counter.ts';

const CONTACT_PER_ADDRESS: RateRule = { limit: 5, windowMs: 60 * 60_000 };

export function createContactService(deps: { db: Database; outbox: MailOutbox; rateCounter: RateCounter; supportEmail: string; siteName: string }) {
  return {
    /** Stores the message and notifies support. A filled honeypot is treated as a bot: accepted, dropped. */
    async submit(input: ContactMessage, sender: { address: string; userId: string | null }): Promise<void> {
      if (await deps.rateCounter.hit(`contact:address:${sender.address}`, CONTACT_PER_ADDRESS)) {
        throw new AppError('RATE_LIMITED', 'Too many messages. Please wait a few minutes and try again.');
      }
      if (input.website) return;
      await deps.db.insert(contactMessages).values({
        userId: sender.userId,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        subject: input.subject,
        message: input.message,
      });
      await deps.outbox.send('contact', {
        to: deps.supportEmail,
        subject: `[${deps.siteName} contact] ${input.subject}`,
        text: `From: ${input.firstName} ${input.lastName} <${input.email}>\n\n${input.message}\n\n(Reply to this person at ${input.email}.)`,
      });
    },
  };
}
