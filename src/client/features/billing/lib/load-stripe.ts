/**
 * Loads Stripe.js from Stripe (it must come from js.stripe.com; the Content-Security-Policy
 * allows it only when Stripe is configured). Only the Stripe payment form imports this module,
 * and only when the server says the provider is 'stripe'. `@stripe/stripe-js` does the same
 * with complete types; these declare the slice we use.
 */

export interface StripePaymentElement {
  mount(element: HTMLElement): void;
  destroy(): void;
  on(event: 'ready', handler: () => void): void;
  on(event: 'loaderror', handler: (event: { error?: { message?: string } }) => void): void;
}

export interface StripeElements {
  create(type: 'payment', options?: { layout?: 'tabs' | 'accordion' }): StripePaymentElement;
  submit(): Promise<{ error?: { message?: string } }>;
}

export interface StripeConfirmResult {
  error?: { message?: string; type?: string };
  paymentIntent?: { status: string };
}

export interface StripeClient {
  elements(options: { clientSecret: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }): Promise<StripeConfirmResult>;
}

type StripeConstructor = (publishableKey: string) => StripeClient;

const STRIPE_JS_URL = 'https://js.stripe.com/v3';

let stripeJs: Promise<StripeConstructor> | null = null;

function loadStripeJs(): Promise<StripeConstructor> {
  stripeJs ??= new Promise<StripeConstructor>((resolve, reject) => {
    const existing = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
    if (existing) return resolve(existing);
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () => {
      const loaded = (window as unknown as { Stripe?: StripeConstructor }).Stripe;
      if (loaded) resolve(loaded);
      else reject(new Error('Stripe.js did not load'));
    });
    script.addEventListener('error', () => reject(new Error('Stripe.js could not be loaded')));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A failed load (offline for a moment) may be retried later.
    stripeJs = null;
    throw error;
  });
  return stripeJs;
}

const clients = new Map<string, StripeClient>();

/** One Stripe client per publishable key. */
export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  const known = clients.get(publishableKey);
  if (known) return known;
  const Stripe = await loadStripeJs();
  const client = Stripe(publishableKey);
  clients.set(publishableKey, client);
  return client;
}
