import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMBEDDED_IDP_PATH, type EmbeddedIdentityProvider } from './embedded-provider.ts';

/** Paths under /idp that our own Fastify routes serve; everything else goes to oidc-provider. */
const OWN_PATHS = [`${EMBEDDED_IDP_PATH}/interaction/`, `${EMBEDDED_IDP_PATH}/account/`];

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host'] as const;

/**
 * oidc-provider (Koa) can only trust every X-Forwarded-* header or none. So it gets the client
 * address, protocol and host as Fastify judged them under TRUST_PROXY (hop count or proxy
 * addresses), and nothing a client made up.
 */
function handOverClient(request: FastifyRequest, behindProxy: boolean): void {
  const headers = request.raw.headers;
  if (!behindProxy) {
    for (const name of FORWARDED) delete headers[name];
    return;
  }
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  headers['x-forwarded-host'] = request.host;
}

/**
 * Hands /idp requests to oidc-provider (a Koa app) before Fastify reads the body, which the
 * provider parses itself. The provider sees paths without the mount prefix and builds its URLs
 * from originalUrl.
 */
export function mountEmbeddedProvider(app: FastifyInstance, idp: EmbeddedIdentityProvider): void {
  const handle = idp.provider.callback();
  app.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    if (url !== EMBEDDED_IDP_PATH && !url.startsWith(`${EMBEDDED_IDP_PATH}/`) && !url.startsWith(`${EMBEDDED_IDP_PATH}?`)) return;
    if (OWN_PATHS.some((p) => url.startsWith(p))) return;
    reply.hijack();
    handOverClient(request, idp.provider.proxy);
    const raw = request.raw as typeof request.raw & { originalUrl?: string };
    raw.originalUrl = url;
    raw.url = url.slice(EMBEDDED_IDP_PATH.length) || '/';
    await handle(raw, reply.raw);
  });
}
