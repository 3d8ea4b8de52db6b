import { formatLongDate } from '#shared/format/dates.ts';
import { formatCents } from '#shared/format/money.ts';
import type { OutgoingEmail } from '../../adapters/mail/mail-transport.ts';

export interface ReceiptEmailInput {
  to: string;
  firstName: string | null;
  /** What was bought, as the payment records it (the catalog's name). */
  description: string;
  amountCents: number;
  paidAt: Date;
  card: { brand: string | null; last4: string | null };
  siteName: string;
  publicUrl: string;
}

/** The receipt a person gets for every payment: what they bought, how much, when, and where to see it again. */
export function receiptEmail(input: ReceiptEmailInput): OutgoingEmail {
  const amount = formatCents(input.amountCents);
  // Billing moments are kept in UTC, so they are written in UTC.
  const date = formatLongDate(input.paidAt, { timeZone: 'UTC' });
  const lines = [
    `Hello ${input.firstName?.trim() || 'there'},`,
    '',
    `Thank you. We received your payment to ${input.siteName}.`,
    '',
    `What you bought: ${input.description}`,
    `Amount paid: ${amount}`,
    `Date: ${date}`,
  ];
  if (input.card.last4) lines.push(`Paid with: ${input.card.brand ?? 'card'} ending in ${input.card.last4}`);
  lines.push('', `You can see all your payments on your account page: ${input.publicUrl}/account`, '', 'Keep this email as your receipt.');
  return { to: input.to, subject: `Your ${input.siteName} receipt: ${amount} for ${input.description}`, text: lines.join('\n') };
}
