import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { clientAddress, trustFunction } from './client-address.ts';

/** Fastify's request.ip and ours, for one request through an app trusting `trustProxy`. */
async function bothAddresses(trustProxy: TrustProxy, remoteAddress: string, forwardedFor?: string) {
  const trust = trustFunction(trustProxy);
  const app = Fastify({ trustProxy: trust });
  app.get('/', async (request) => ({ fastify: request.ip, ours: clientAddress(request.raw, trust) }));
  const res = await app.inject({ url: '/', remoteAddress, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  await app.close();
  return res.json() as { fastify: string; ours: string };
}

describe('clientAddress', () => {
  it.each<[TrustProxy, string, string | undefined, string]>([
    [false, '203.0.113.7', '10.0.0.1', '203.0.113.7'],
    [1, '127.0.0.1', '198.51.100.4', '198.51.100.4'],
    [1, '127.0.0.1', '10.9.9.9, 198.51.100.4', '198.51.100.4'],
    [2, '127.0.0.1', '198.51.100.4, 10.0.0.2', '198.51.100.4'],
    [1, '127.0.0.1', undefined, '127.0.0.1'],
    [['10.0.0.0/8'], '10.1.2.3', '198.51.100.4', '198.51.100.4'],
    [['10.0.0.0/8'], '203.0.113.7', '198.51.100.4', '203.0.113.7'],
  ])('trusting %j, from %s forwarding %s: %s, as Fastify says', async (trustProxy, remote, forwarded, expected) => {
    expect(await bothAddresses(trustProxy, remote, forwarded)).toEqual({ fastify: expected, ours: expected });
  });
});
