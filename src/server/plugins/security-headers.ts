import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppConfig } from '../config.ts';

/** Content-Security-Policy directives, in the order they are written. */
type Directives = Record<string, readonly string[]>;

const policyText = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');

/**
 * Browser-side protections, the same on every answer. Scripts only from our own origin (the build
 * emits no inline scripts); inline style attributes are allowed because prerendered components may
 * carry them. The headers are what helmet's defaults and our options gave; they depend only on the
 * configuration, so they are written once at start instead of being rebuilt on every request.
 */
export function securityHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const isHttps = config.publicUrl.startsWith('https://');
  // Stripe's Payment Element loads its script and frames from Stripe, only when Stripe is in use.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  const contentSecurityPolicy = policyText({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...stripe],
    'frame-src': ["'self'", ...stripe, ...(config.stripe ? ['https://hooks.stripe.com'] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttps ? { 'upgrade-insecure-requests': [] } : {}),
  });
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // People researching bankruptcy should not leak which page they were on to other sites;
    // same-origin (not no-referrer) keeps a real Origin header on our own form posts.
    'referrer-policy': 'same-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS filter is off: it could be abused to blank parts of a page.
    'x-xss-protection': '0',
    // No page needs the camera, microphone or location. Stripe's Payment Element offers Apple Pay and
    // Google Pay through the Payment Request API from its frame, so payment is allowed to it alone.
    'permissions-policy': `camera=(), microphone=(), geolocation=(), payment=(${config.stripe ? 'self "https://js.stripe.com"' : ''})`,
  };
}

/**
 * Puts the security headers on every answer. They go on the raw response, so answers that leave
 * Fastify's reply (the embedded sign-in provider, live chat streams) carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, securityHeaderValues: Readonly<Record<string, string>>): void {
  const headers = Object.entries(securityHeaderValues);
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of headers) response.setHeader(name, value);
    done();
  });
}

/**
 * The one answer the site shows in a frame of its own pages (the PDF preview of the interview):
 * framed by the site itself only (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN), on this
 * answer alone; every other answer keeps `'none'` and DENY.
 */
export function allowFramingBySelf(reply: FastifyReply): FastifyReply {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
  return reply.header('x-frame-options', 'SAMEORIGIN');
}
