import type { SignupForm } from '#shared/contracts/signups.ts';
import type { AdminWebinar, Webinar, WebinarRegistrationResponse, webinarInputSchema } from '#shared/contracts/webinars.ts';
import { AppError } from '#shared/errors.ts';
import type { z } from 'zod';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { formatWebinarTime } from '#shared/format/dates.ts';
import { buildCalendarInvite } from './calendar-invite.ts';
import { toWebinar, type WebinarsRepository } from './repository.ts';

type WebinarFields = z.output<typeof webinarInputSchema>;

export function createWebinarsService(deps: {
  repository: WebinarsRepository;
  /** Admin changes and their audit records in one transaction. */
  inTransaction: InTransaction<{ repository: WebinarsRepository; audit: AuditLog }>;
  outbox: MailOutbox;
  siteName: string;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repository, outbox, siteName, inTransaction } = deps;
  const withDate = (input: WebinarFields) => ({ ...input, startsAt: new Date(input.startsAt) });

  return {
    async next(): Promise<{ webinar: Webinar | null }> {
      const next = await repository.nextWebinar(deps.clock());
      return { webinar: next ? toWebinar(next) : null };
    },

    list: (): Promise<AdminWebinar[]> => repository.listWebinars(),

    async create(actorId: string, input: WebinarFields): Promise<Webinar> {
      return inTransaction(async ({ repository, audit }) => {
        const created = await repository.createWebinar(withDate(input));
        await audit.record({ actorId, action: 'webinar.create', targetType: 'webinar', targetId: created.id, details: { title: created.title } });
        return toWebinar(created);
      });
    },

    async update(actorId: string, id: number, input: WebinarFields): Promise<Webinar> {
      return inTransaction(async ({ repository, audit }) => {
        const updated = await repository.updateWebinar(id, withDate(input));
        if (!updated) throw new AppError('NOT_FOUND', 'That webinar does not exist.');
        await audit.record({ actorId, action: 'webinar.update', targetType: 'webinar', targetId: id, details: { title: updated.title, isCanceled: updated.isCanceled } });
        return toWebinar(updated);
      });
    },

    async remove(actorId: string, id: number): Promise<void> {
      await inTransaction(async ({ repository, audit }) => {
        if (!(await repository.deleteWebinar(id))) throw new AppError('NOT_FOUND', 'That webinar does not exist.');
        await audit.record({ actorId, action: 'webinar.delete', targetType: 'webinar', targetId: id });
      });
    },

    /** Registers for the next upcoming webinar and emails the details with a calendar invite. */
    async registerForNext(userId: string, form: SignupForm): Promise<WebinarRegistrationResponse> {
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

export type WebinarsService = ReturnType<typeof createWebinarsService>;
