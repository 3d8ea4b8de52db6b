import * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import type { PaymentFlow } from '../hooks/use-payment-flow.ts';
import { loadStripe, type StripeClient, type StripeElements } from '../lib/load-stripe.ts';
import { PaymentDeclinedError } from '../lib/payment-error.ts';
import '#client/i18n/en/checkout.ts';

export interface StripePaymentFormProps {
  clientSecret: string;
  publishableKey: string;
  submitLabel: string;
  flow: PaymentFlow;
  /** Where Stripe sends the browser back when a bank needs its own page (3-D Secure and the like). */
  returnPath: string;
}

type LoadState = { kind: 'loading' } | { kind: 'ready'; stripe: StripeClient; elements: StripeElements } | { kind: 'failed' };

/**
 * Stripe's Payment Element (spec 7): confirms with the client secret, returning to
 * `{origin}{returnPath}` only when the payment method requires a redirect.
 */
export function StripePaymentForm({ clientSecret, publishableKey, submitLabel, flow, returnPath }: StripePaymentFormProps) {
  const t = useT();
  const mountRef = React.useRef<HTMLDivElement>(null);
  const [load, setLoad] = React.useState<LoadState>({ kind: 'loading' });

  React.useEffect(() => {
    let isActive = true;
    let destroy: (() => void) | null = null;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (!isActive || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret, appearance: { theme: 'stripe', variables: { colorPrimary: '#0e5a6e' } } });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (isActive) setLoad({ kind: 'ready', stripe, elements });
        });
        element.on('loaderror', () => {
          if (isActive) setLoad({ kind: 'failed' });
        });
        element.mount(mountRef.current);
        destroy = () => element.destroy();
      },
      () => {
        if (isActive) setLoad({ kind: 'failed' });
      },
    );
    return () => {
      isActive = false;
      destroy?.();
    };
  }, [clientSecret, publishableKey]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (load.kind !== 'ready' || flow.isProcessing) return;
    void flow.pay(async () => {
      const { error, paymentIntent } = await load.stripe.confirmPayment({
        elements: load.elements,
        confirmParams: { return_url: `${window.location.origin}${returnPath}` },
        redirect: 'if_required',
      });
      if (error) throw new PaymentDeclinedError(error.message ?? '');
      if (paymentIntent?.status === 'processing') return 'processing';
      if (paymentIntent && paymentIntent.status !== 'succeeded') throw new PaymentDeclinedError('');
      return 'succeeded';
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {load.kind === 'loading' ? <Spinner label={t('checkout.loadingForm')} showLabel /> : null}
      {load.kind === 'failed' ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive p-3">
          <p>{t('checkout.loadFormFailed')}</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('checkout.reload')}
          </Button>
        </div>
      ) : null}
      {/* Stripe draws its fields (in its own frames) into this element. */}
      <div ref={mountRef} />
      <Button type="submit" size="lg" className="w-full whitespace-normal" disabled={load.kind !== 'ready' || flow.isProcessing}>
        {flow.isProcessing ? t('checkout.processing') : submitLabel}
      </Button>
    </form>
  );
}
