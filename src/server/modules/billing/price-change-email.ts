import { formatLongDate } from '#shared/format/dates.ts';
import { priceStepStart, type PremiumPriceStep } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

/** `March 1, 2027`: billing moments are kept in UTC, so they are written in UTC. */
function formatBillingDate(date: Date): string {
  return formatLongDate(date, { timeZone: 'UTC' });
}

export interface PriceChangeEmailInput {
  to: string;
  firstName: string | null;
  step: PremiumPriceStep;
  oldMonthlyCents: number;
  /** The member's first renewal at the new price. */
  firstRenewalAt: Date;
  couponCode: string | null;
  siteName: string;
  publicUrl: string;
}

/** The notice a member gets of a premium price change: what changes, from which renewal, and how to cancel. */
export function priceChangeEmail(input: PriceChangeEmailInput): OutgoingEmail {
  const { step, siteName, publicUrl } = input;
  const isRise = step.monthlyCents > input.oldMonthlyCents;
  const oldPrice = formatCents(input.oldMonthlyCents);
  const newPrice = formatCents(step.monthlyCents);
  const renewal = formatBillingDate(input.firstRenewalAt);
  const lines = [
    `Hello ${input.firstName?.trim() || 'there'},`,
    '',
    isRise
      ? `We are writing to give you notice that the price of your Premium membership at ${siteName} is going up.`
      : `Good news: the price of your Premium membership at ${siteName} is going down.`,
    '',
    `The regular monthly price changes from ${oldPrice} to ${newPrice} on ${formatBillingDate(priceStepStart(step))}.`,
    `For you, the new price starts with your renewal on ${renewal}. Until then you keep paying ${oldPrice} a month.`,
  ];
  if (input.couponCode) lines.push(`Your coupon ${input.couponCode} still takes its discount off the regular price for as long as it lasts.`);
  lines.push('', 'You do not need to do anything to keep your membership.');
  if (isRise) {
    lines.push(
      `If you do not want to pay the new price, you can cancel at any time before ${renewal} on your account page: ${publicUrl}/account`,
      'You keep premium access until the end of the period you have already paid for.',
      '',
      `We always tell members at least 30 days before a higher price applies to them, as our terms of service say: ${publicUrl}/terms-of-service`,
    );
  } else {
    lines.push(`You can see your membership on your account page: ${publicUrl}/account`);
  }
  lines.push('', 'This is education and community support, not legal advice.');
  return {
    to: input.to,
    subject: isRise ? `Notice: your ${siteName} membership price is changing` : `Good news: your ${siteName} membership price is going down`,
    text: lines.join('\n'),
  };
}
