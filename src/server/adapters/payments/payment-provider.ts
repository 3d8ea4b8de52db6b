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
  /**
   * Processors that run subscriptions themselves (Stripe) start one here; its first invoice is
   * paid in the browser with `clientSecret`, renewals are reported by webhook. The test
   * processor does not implement this: our own clock renews its subscriptions.
   */
  prepareSubscription?(input: {
    userId: string;
    /** The catalog's monthly price now, before any coupon. */
    monthlyCents: number;
    email: string | null;
    customerId: string | null;
    coupon: { code: string; percentOff: number; duration: 'once' | 'repeating' | 'forever'; durationMonths: number | null } | null;
  }): Promise<{ subscriptionId: string; customerId: string; clientSecret: string | null }>;
  /**
   * Where an earlier subscription checkout stands: 'unpaid' (its first invoice is still open),
   * 'paid' (the webhook is on its way) or 'ended'.
   */
  subscriptionState?(subscriptionId: string): Promise<'unpaid' | 'paid' | 'ended'>;
  /** Stops a superseded one-time payment from being paid; one already paid or processing is left alone. */
  cancelPayment?(providerPaymentId: string): Promise<void>;
  setCancelAtPeriodEnd?(subscriptionId: string, cancel: boolean): Promise<void>;
  /** Charges `monthlyCents` from the subscription's next renewal on, with nothing prorated now. */
  changeSubscriptionPrice?(subscriptionId: string, monthlyCents: number): Promise<void>;
  /** Ends a subscription at the processor immediately (account deletion, a superseded checkout); one already ended is left alone. */
  cancelNow?(subscriptionId: string): Promise<void>;
  /**
   * Deletes the person's customer record at the processor (account deletion): its email, saved
   * cards and open subscriptions. One already gone counts as deleted, so deletion can be retried.
   */
  deleteCustomer?(customerId: string): Promise<void>;
}
