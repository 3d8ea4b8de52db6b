import type { TestCardPayment } from '#shared/contracts/billing.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const CONFIRM_TEST_PAYMENT_PATH = '/api/test-payments/confirm';

export interface PaymentResult {
  status: 'succeeded';
  kind: 'subscription' | 'course' | 'document-package';
  itemId: string;
}

/**
 * POST /api/test-payments/confirm (test processor only): pays the prepared payment with a test
 * card. A decline fails with 402 and the processor's message ('Your card was declined.').
 */
export async function confirmTestPayment(payment: TestCardPayment): Promise<PaymentResult> {
  const res = await apiRequest('POST', CONFIRM_TEST_PAYMENT_PATH, payment);
  return (await res.json()) as PaymentResult;
}
