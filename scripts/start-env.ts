const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * `npm start` runs a production build. On a fresh machine (no NODE_ENV, no Stripe keys, no
 * PAYMENTS_TEST_MODE) that is the demo: payments in test mode, said loudly here and on the site.
 * A deployment that sets NODE_ENV=production itself gets no such default: the config refuses to
 * start without Stripe keys or an explicit PAYMENTS_TEST_MODE=true (issue 13).
 * Returns the notice to print, or null.
 */
export function prepareStartEnv(env: NodeJS.ProcessEnv): string | null {
  const isFreshStart = !env.NODE_ENV;
  env.NODE_ENV ??= 'production';
  const hasStripeKey = STRIPE_KEYS.some((name) => Boolean(env[name]?.trim()));
  if (!isFreshStart || hasStripeKey || env.PAYMENTS_TEST_MODE) return null;
  env.PAYMENTS_TEST_MODE = 'true';
  return [
    '',
    '*** PAYMENTS IN TEST MODE: this site runs as a demo. ***',
    'No Stripe keys are set, so card 4242 4242 4242 4242 unlocks premium and nothing is charged.',
    'To take real payments, set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
    'A deployment that sets NODE_ENV=production refuses to start without them unless PAYMENTS_TEST_MODE=true.',
    '',
  ].join('\n');
}
