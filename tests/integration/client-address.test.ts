import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Requests that each claim another first X-Forwarded-For address, through one proxy that appends the real one. */
async function spoofedBurst(app: TestApp['app'], count: number, proxyAddress = '127.0.0.1') {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: proxyAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i % 250}, 198.51.100.7` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('the client address behind a proxy', () => {
  it('with one trusted hop, a made-up X-Forwarded-For entry does not escape the per-address limit', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '1', API_RATE_LIMIT_PER_MINUTE: '5' } });
    const statuses = await spoofedBurst(t.app, 8);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('with the proxy\'s address range, X-Forwarded-For counts only from that range', async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8', API_RATE_LIMIT_PER_MINUTE: '5' } });
    // Through the proxy: the address it saw (the last entry) is the client.
    expect((await spoofedBurst(t.app, 6, '10.1.2.3')).at(-1)).toBe(429);
    // Straight from the internet: the header is ignored, the socket's address is the client.
    const direct = await spoofedBurst(t.app, 6, '192.0.2.50');
    expect(direct.at(-1)).toBe(429);
  });
});
