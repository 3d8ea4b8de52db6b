import type { SignupForm } from '#shared/contracts/signups.ts';
import type { AdminWebinar, SignupConfirmed, Webinar, WebinarRegistrationResponse, webinarInputSchema } from '#shared/contracts/webinars.ts';
import { AppError } from '#shared/errors.ts';
import type { z } from 'zod';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { formatWebinarTime } from '#shared/format/dates.ts';
import { buildCalendarInvite } from './calendar-invite.ts';
import type { PendingSignup } from '../signup-confirmations/repository.ts';
import { isOwnVerifiedEmail, type SignupOptIn, type SignupRequester } from '../signup-confirmations/service.ts';
import { toWebinar, type WebinarRow, type WebinarsRepository } from './repository.ts';

type WebinarFields = z.output<typeof webinarInputSchema>;

export function createWebinarsService(deps: {
  repository: WebinarsRepository;
  /** Admin changes and their audit records in one transaction. */
  inTransaction: InTransaction<{ repository: WebinarsRepository; audit: AuditLog }>;
  outbox: MailOutbox;
  optIn: SignupOptIn;
  siteName: string;
  publicUrl: string;
  clock: () => Date;
}) {
  const { repository, outbox, siteName, inTransaction } = deps;
  const withDate = (input: WebinarFields) => ({ ...input, startsAt: new Date(input.startsAt) });

  /** One registration per webinar, account and email; the details and calendar invite go only for a new one. */
  async function activate(webinar: WebinarRow, userId: string, person: SignupForm): Promise<boolean> {
    const isNew = await repository.addRegistration(webinar.id, { userId, ...person });
    if (!isNew) return false;
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
      to: person.email,
      subject: `You are registered: ${webinar.title}`,
      // The first line is fixed: nothing a requester typed opens a branded email.
      text: `Your place at our free webinar is booked.\n\nWebinar: ${webinar.title}\nWhen: ${when} (${webinar.durationMinutes} minutes)\nJoin: ${webinar.joinUrl}\n\nThe attached calendar file adds it to your calendar.\n\nThis is education and community support, not legal advice.`,
      attachments: [{ filename: 'webinar.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(invite, 'utf8') }],
    });
    return true;
  }

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

    /**
     * Registers for the next upcoming webinar. The person's own verified email is registered at
     * once and gets the details with a calendar invite; any other address gets a confirmation link
     * first (double opt-in), with the same answer whether or not it was registered already.
     */
    async registerForNext(requester: SignupRequester, form: SignupForm): Promise<WebinarRegistrationResponse> {
      const webinar = await repository.nextWebinar(deps.clock());
      if (!webinar) {
        throw new AppError('CONFLICT', 'No webinar is scheduled right now. Please check back soon.');
      }
      const person = { ...form, email: form.email.toLowerCase() };
      if (isOwnVerifiedEmail(requester, person.email)) {
        const isNew = await activate(webinar, requester.userId, person);
        return { ok: true, status: isNew ? 'signed-up' : 'already-signed-up', webinar: toWebinar(webinar) };
      }
      await deps.optIn.askToConfirm(requester, {
        kind: 'webinar',
        webinarId: webinar.id,
        person,
        request: `a place at ${siteName}'s free webinar "${webinar.title}" on ${formatWebinarTime(webinar.startsAt, webinar.timeZone)}`,
        isActive: () => repository.hasRegistration(webinar.id, requester.userId, person.email),
      });
      return { ok: true, status: 'check-email', webinar: toWebinar(webinar) };
    },

    /** A followed confirmation link: the registration becomes active and the details go out, unless the webinar has begun or was canceled. */
    async activate(pending: PendingSignup): Promise<SignupConfirmed> {
      const webinar = pending.webinarId === null ? null : await repository.findWebinar(pending.webinarId);
      if (!webinar || webinar.isCanceled || webinar.startsAt <= deps.clock()) {
        throw new AppError('CONFLICT', 'That webinar has already started or was canceled, so the registration was not made. See the home page for the next one.');
      }
      const { userId, firstName, lastName, email, phoneNumber } = pending;
      await activate(webinar, userId, { firstName, lastName, email, phoneNumber });
      return { kind: 'webinar', webinar: toWebinar(webinar) };
    },
  };
}

export type WebinarsService = ReturnType<typeof createWebinarsService>;
