/** A card payment the person confirms in the browser with `clientSecret`. */
export interface PreparedPayment {
  clientSecret: string;
  providerPaymentId: string;
}

/**
 * The payment processor behind one interface: Stripe in production, the built-in test-mode
 * processor by default. Amounts always come from our catalog.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  readonly publishableKey: string | null;
  preparePayment(input: { paymentId: string; amountCents: number; description: string; userId: string; email: string | null }): Promise<PreparedPayment>;
}
