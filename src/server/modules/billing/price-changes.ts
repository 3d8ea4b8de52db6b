import type { FastifyBaseLogger } from 'fastify';
import { premiumPriceStepOn, priceStepStart, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { PaymentProvider } from '../../adapters/payments/payment-provider.ts';
import { firstRenewalOnOrAfter, noticeTakesEffect, renewalListCents } from './member-price.ts';
import { priceChangeEmail } from './price-change-email.ts';
import type { BillingRepository, MemberToNotify } from './repository.ts';

/** Members read per query; a pass goes on until none is left. */
const BATCH = 200;

/**
 * Carries catalog price changes out to members: emails each member once per step (the notice
 * the 30 days count from), and moves subscriptions the processor renews itself (Stripe) to the
 * new price before the first renewal that may charge it. The test processor needs no move: its
 * renewals price themselves (service.ts).
 */
export function createPriceChanges(deps: {
  repository: BillingRepository;
  outbox: MailOutbox;
  provider: PaymentProvider;
  clock: () => Date;
  schedule: readonly PremiumPriceStep[];
  siteName: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}) {
  const { repository, outbox, provider, clock, schedule } = deps;

  async function notifyOne(step: PremiumPriceStep, member: MemberToNotify, now: Date): Promise<boolean> {
    const isRise = step.monthlyCents > member.listPriceCents;
    const appliesFrom = isRise ? noticeTakesEffect(step, now) : priceStepStart(step);
    const email = priceChangeEmail({
      to: member.email,
      firstName: member.firstName,
      step,
      oldMonthlyCents: member.listPriceCents,
      firstRenewalAt: firstRenewalOnOrAfter(member.currentPeriodEnd ?? now, appliesFrom),
      couponCode: member.couponCode,
      siteName: deps.siteName,
      publicUrl: deps.publicUrl,
    });
    return repository.transaction(async (tx) => {
      if (!(await repository.claimPriceNotice({ userId: member.userId, stepFrom: step.from, monthlyCents: step.monthlyCents, noticedAt: now }, tx))) return false;
      const emailId = await outbox.enqueue('price-change', email, tx);
      await repository.setPriceNoticeEmail(member.userId, step.from, emailId, tx);
      return true;
    });
  }

  /**
   * Emails every member not yet told of the price in force or of a scheduled one, unless they
   * already pay that step's price or a later one; returns how many were emailed.
   */
  async function notifyMembers(): Promise<number> {
    const now = clock();
    const steps = schedule.slice(schedule.indexOf(premiumPriceStepOn(now, schedule)));
    let sent = 0;
    for (const [i, step] of steps.entries()) {
      const settledPrices = steps.slice(i).map((s) => s.monthlyCents);
      const nextBatch = () => repository.membersNotToldOf(step, settledPrices, BATCH);
      for (let batch = await nextBatch(); batch.length > 0; batch = await nextBatch()) {
        for (const member of batch) if (await notifyOne(step, member, now)) sent += 1;
      }
    }
    return sent;
  }

  /** Sets the price at the processor for each subscription whose next renewal may charge a new one. */
  async function moveProcessorPrices(): Promise<number> {
    if (!provider.changeSubscriptionPrice) return 0;
    let moved = 0;
    for (const sub of await repository.processorSubscriptionsNotAt(schedule.at(-1)!.monthlyCents)) {
      if (!sub.currentPeriodEnd || !sub.providerSubscriptionId) continue;
      const notices = await repository.findPriceNotices(sub.userId);
      const cents = renewalListCents({ listPriceCents: sub.listPriceCents, notices }, sub.currentPeriodEnd, schedule);
      if (cents === sub.listPriceCents) continue;
      try {
        await provider.changeSubscriptionPrice(sub.providerSubscriptionId, cents);
        await repository.updateSubscription(sub.userId, { listPriceCents: cents });
        moved += 1;
      } catch (error) {
        // The next pass tries again; until then the member keeps the old price, never a wrong one.
        deps.log.warn({ err: error }, 'moving a subscription to a new price failed');
      }
    }
    return moved;
  }

  return {
    /** One pass: notices first, so a processor move never precedes its member's email. */
    async run(): Promise<{ noticesSent: number; pricesMoved: number }> {
      const noticesSent = await notifyMembers();
      if (noticesSent > 0) await outbox.retryDue(noticesSent).catch((error: unknown) => deps.log.warn({ err: error }, 'sending price notices failed'));
      return { noticesSent, pricesMoved: await moveProcessorPrices() };
    },
  };
}

export type PriceChanges = ReturnType<typeof createPriceChanges>;
