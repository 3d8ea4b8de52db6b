import * as React from 'react';
import type { CheckoutResponse } from '#shared/contracts/billing.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';

/** A prepared one-time payment waiting for the card form. */
export type OpenCheckout = CheckoutResponse & { clientSecret: string };

export interface CheckoutOptions {
  /** Asks the server to prepare the payment (enroll-course, purchase-document-package). */
  start: () => Promise<CheckoutResponse>;
  onAlreadyOwned: () => void;
  /** The request failed for another reason than a lapsed session. */
  onFailure: (error: unknown) => void;
}

/**
 * One-time purchases (spec 8): visitors get the sign-in-again flow without a request; otherwise
 * the server prepares the payment and the card form opens, or says the item is already owned.
 * Free of the data-fetching library, so the home page's Enroll button stays light.
 */
export function useCheckout({ start, onAlreadyOwned, onFailure }: CheckoutOptions) {
  const { isLoading, isAuthenticated } = useAuth();
  const [isStarting, setIsStarting] = React.useState(false);
  const [checkout, setCheckout] = React.useState<OpenCheckout | null>(null);

  const begin = async () => {
    if (isStarting) return;
    if (!isLoading && !isAuthenticated) {
      notifyUnauthorizedAndRedirect();
      return;
    }
    setIsStarting(true);
    try {
      const response = await start();
      if (response.status === 'already_owned' || !response.clientSecret) onAlreadyOwned();
      else setCheckout({ ...response, clientSecret: response.clientSecret });
    } catch (error) {
      if (isUnauthorizedError(error)) notifyUnauthorizedAndRedirect();
      else onFailure(error);
    } finally {
      setIsStarting(false);
    }
  };

  return { isStarting, checkout, begin: () => void begin(), close: () => setCheckout(null) };
}
