import * as React from 'react';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { t } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { paymentFailureMessage } from '../lib/payment-error.ts';
import '#client/i18n/en/checkout.ts';

/** 'processing': the provider accepted the payment but the bank has not settled it yet (Stripe). */
export type PaidStatus = 'succeeded' | 'processing';

export interface PaymentFlow {
  /** True from submit until the payment fails; stays true after success so nothing is paid twice. */
  isProcessing: boolean;
  /**
   * Runs one payment attempt. On failure: 'Payment Failed' with the provider's message (or the
   * generic text), processing cleared, and the error handed back for field messages. A lapsed
   * session gets the sign-in-again flow instead.
   */
  pay: (attempt: () => Promise<PaidStatus>) => Promise<{ error: unknown } | null>;
}

/** The payment states of spec 4, shared by the test card form and Stripe's Payment Element. */
export function usePaymentFlow({ onPaid }: { onPaid: (status: PaidStatus) => void }): PaymentFlow {
  const [isProcessing, setIsProcessing] = React.useState(false);
  const inFlight = React.useRef(false);
  const onPaidRef = React.useRef(onPaid);
  React.useEffect(() => {
    onPaidRef.current = onPaid;
  }, [onPaid]);

  const pay = React.useCallback(async (attempt: () => Promise<PaidStatus>) => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setIsProcessing(true);
    try {
      const status = await attempt();
      onPaidRef.current(status);
      return null;
    } catch (error) {
      inFlight.current = false;
      setIsProcessing(false);
      if (isUnauthorizedError(error)) {
        notifyUnauthorizedAndRedirect();
      } else {
        toast({
          variant: 'destructive',
          title: t('checkout.paymentFailedTitle'),
          description: paymentFailureMessage(error) ?? t('checkout.paymentFailedText'),
        });
      }
      return { error };
    }
  }, []);

  return { isProcessing, pay };
}
