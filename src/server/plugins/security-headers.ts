import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * Browser-side protections. Scripts only from our own origin (the build emits no inline
 * scripts); inline style attributes are allowed because prerendered components may carry them.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): Promise<void> {
  const isHttps = config.publicUrl.startsWith('https://');
  // Stripe's Payment Element loads its script and frames from Stripe, only when Stripe is in use.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        frameSrc: ["'self'", ...stripe, ...(config.stripe ? ['https://hooks.stripe.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    // People researching bankruptcy should not leak which page they were on to other sites;
    // same-origin (not no-referrer) keeps a real Origin header on our own form posts.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // No page needs the camera, microphone or location. Stripe's Payment Element offers Apple Pay and
  // Google Pay through the Payment Request API from its frame, so payment is allowed to it alone.
  const permissionsPolicy = `camera=(), microphone=(), geolocation=(), payment=(${config.stripe ? 'self "https://js.stripe.com"' : ''})`;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
