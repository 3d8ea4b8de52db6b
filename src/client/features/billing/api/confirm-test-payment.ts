import type { TestCardPayment } from '#shared/contracts/billing.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const CONFIRM_TEST_PAYMENT_PATH = '/api/test-payments/confirm';

const postTestPayment = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.paymentResultSchema));

/**
 * POST /api/test-payments/confirm (test processor only): pays the prepared payment with a test
 * card. A decline fails with 402 and the processor's message ('Your card was declined.').
 */
export function confirmTestPayment(payment: TestCardPayment) {
  return postTestPayment(CONFIRM_TEST_PAYMENT_PATH, { method: 'POST', body: payment });
}
