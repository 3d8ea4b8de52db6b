import * as React from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import type { PaymentFlow } from '../hooks/use-payment-flow.ts';
import { TestCardForm } from './test-card-form.tsx';
import '#client/i18n/en/checkout.ts';

// Stripe's code loads only when the server says Stripe is the processor.
const StripePaymentForm = React.lazy(() => import('./stripe-payment-form.tsx').then((module) => ({ default: module.StripePaymentForm })));

/** What the server returned for a payment to confirm in the browser. */
export interface PaymentSession {
  provider: 'test' | 'stripe';
  clientSecret: string;
  publishableKey: string | null;
}

export interface PaymentFormProps {
  session: PaymentSession;
  submitLabel: string;
  /** From `usePaymentFlow`: the owner decides what success leads to and sees when a payment runs. */
  flow: PaymentFlow;
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  /** Stripe's return address after a redirect (spec 7: /subscribe-success for the membership). */
  returnPath: string;
}

/** The card form of whichever processor the server uses: the test processor's own, or Stripe's. */
export function PaymentForm({ session, submitLabel, flow, idPrefix, returnPath }: PaymentFormProps) {
  const t = useT();
  if (session.provider === 'stripe') {
    if (!session.publishableKey) return <p role="alert">{t('checkout.loadFormFailed')}</p>;
    return (
      <React.Suspense fallback={<Spinner label={t('checkout.loadingForm')} showLabel />}>
        <StripePaymentForm
          clientSecret={session.clientSecret}
          publishableKey={session.publishableKey}
          submitLabel={submitLabel}
          flow={flow}
          returnPath={returnPath}
        />
      </React.Suspense>
    );
  }
  return <TestCardForm clientSecret={session.clientSecret} submitLabel={submitLabel} flow={flow} idPrefix={idPrefix} />;
}
