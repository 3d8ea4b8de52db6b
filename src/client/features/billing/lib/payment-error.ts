import { apiErrorMessage } from '#client/lib/api-error-body.ts';

/** A payment the provider refused, with the provider's own words ('Your card was declined.'). */
export class PaymentDeclinedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * What to tell the person after a failed payment (spec 8): the provider's message when there is
 * one (a 402 decline, a 400 about a field, a Stripe error), otherwise undefined so the caller
 * shows the generic 'There was an error processing your payment.'
 */
export function paymentFailureMessage(error: unknown): string | undefined {
  if (error instanceof PaymentDeclinedError) return error.message || undefined;
  return apiErrorMessage(error);
}
