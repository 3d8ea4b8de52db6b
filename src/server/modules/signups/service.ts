import type { SignupForm } from '#shared/contracts/signups.ts';
import type { WebinarRegistrationResponse } from '#shared/contracts/webinars.ts';
import { AppError } from '#shared/errors.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import { buildCalendarInvite, formatWebinarTime } from './calendar-invite.ts';
import { toWebinar, type SignupsRepository } from './repository.ts';

export function createSignupsService(deps: { repository: SignupsRepository; outbox: MailOutbox; siteName: string; publicUrl: string; clock: () => Date }) {
  const { repository, outbox, siteName } = deps;

  return {
    /** One sign-up per account and email; a repeat succeeds without a duplicate or a second email. */
    async signUpForNewsletter(userId: string, form: SignupForm): Promise<{ ok: true; alreadySignedUp: boolean }> {
      const email = form.email.toLowerCase();
      const isNew = await repository.addNewsletterSignup({ userId, ...form, email });
      if (isNew) {
        await outbox.send('newsletter', {
          to: email,
          subject: `You are signed up for ${siteName} news`,
          text: `Hello ${form.firstName},\n\nThank you for signing up for Insights and News from ${siteName}. We will email you plain-language updates about bankruptcy rules, forms and deadlines.\n\nRead the latest now: ${deps.publicUrl}/news\n\nThis is education and community support, not legal advice.`,
        });
      }
      return { ok: true, alreadySignedUp: !isNew };
    },

    /** Registers for the next upcoming webinar and emails the details with a calendar invite. */
    async registerForNextWebinar(userId: string, form: SignupForm): Promise<WebinarRegistrationResponse> {
      const webinar = await repository.nextWebinar(deps.clock());
      if (!webinar) {
        throw new AppError('CONFLICT', 'No webinar is scheduled right now. Please check back soon.');
      }
      const email = form.email.toLowerCase();
      const isNew = await repository.addRegistration(webinar.id, { userId, ...form, email });
      if (isNew) {
        const when = formatWebinarTime(webinar.startsAt, webinar.timeZone);
        const invite = buildCalendarInvite({
          uid: `webinar-${webinar.id}-${userId}@${new URL(deps.publicUrl).host}`,
          title: webinar.title,
          description: `${webinar.description}\n\nJoin here: ${webinar.joinUrl}`.trim(),
          startsAt: webinar.startsAt,
          durationMinutes: webinar.durationMinutes,
          url: webinar.joinUrl,
          organizerName: siteName,
          createdAt: deps.clock(),
        });
        await outbox.send('webinar', {
          to: email,
          subject: `You are registered: ${webinar.title}`,
          text: `Hello ${form.firstName},\n\nYou are registered for "${webinar.title}".\n\nWhen: ${when} (${webinar.durationMinutes} minutes)\nJoin: ${webinar.joinUrl}\n\nThe attached calendar file adds it to your calendar.\n\nThis is education and community support, not legal advice.`,
          attachments: [{ filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(invite, 'utf8') }],
        });
      }
      return { ok: true, alreadyRegistered: !isNew, webinar: toWebinar(webinar) };
    },
  };
}
