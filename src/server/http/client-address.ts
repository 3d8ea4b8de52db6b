import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/** Which hop of X-Forwarded-For to believe: Fastify's `trustProxy` as one function, shared with the early answers. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** TRUST_PROXY as a function: a hop count trusts that many proxies in front, a list the proxies at those addresses. */
export function trustFunction(trustProxy: TrustProxy): TrustFunction | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return proxyAddr.compile(trustProxy);
}

/** The client's address as Fastify's `request.ip` gives it, for a request read before Fastify. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction | false): string | undefined {
  if (trust === false) return request.socket.remoteAddress;
  const addresses = proxyAddr.all(request, trust);
  return addresses[addresses.length - 1];
}
