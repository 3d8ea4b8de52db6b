/**
 * Name of the `<meta>` the server adds to every page while payments are in test mode (no Stripe):
 * the client then labels the site a demo. Set at serve time, so one build serves both modes.
 * (A module of its own: the first JavaScript of every page imports it, and must not pull in zod.)
 */
export const PAYMENTS_MODE_META = 'payments-mode';
