import * as React from 'react';
import { PAYMENTS_MODE_META } from '#shared/payments-mode.ts';

const isMarkedTestMode = () => document.querySelector(`meta[name="${PAYMENTS_MODE_META}"]`)?.getAttribute('content') === 'test';
// The marker is in the page from the start and never changes.
const subscribe = () => () => {};

/**
 * True when the server marked the page: payments are in test mode (no Stripe), the site is a
 * demo. False while prerendering, so the page's first render matches the built HTML.
 */
export function usePaymentsTestMode(): boolean {
  return React.useSyncExternalStore(subscribe, isMarkedTestMode, () => false);
}
