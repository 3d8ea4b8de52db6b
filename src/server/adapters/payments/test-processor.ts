import { randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** The built-in test-mode processor: no real charges; the card form posts to our own API. */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    name: 'test',
    publishableKey: null,
    async preparePayment({ paymentId }) {
      return { providerPaymentId: `test_${paymentId}`, clientSecret: `test_${paymentId}_secret_${randomBytes(16).toString('hex')}` };
    },
  };
}
