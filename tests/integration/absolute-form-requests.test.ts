import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A client may write the request line with the whole URL (`POST http://host/api/x HTTP/1.1`, the
// absolute form of RFC 9112 §3.2.2). The router routes it by its path: every guard must see that
// path too. inject() sends only paths, so these requests go over a real connection.
let t: TestApp;
let port: number;
/** An admin's session cookie (admins have premium): the routes behind the guards answer. */
let cookie: string;
beforeAll(async () => {
  // One proxy in front: X-Forwarded-For gives each request its own client address for the limits.
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '20', IDP_RATE_LIMIT_PER_MINUTE: '10', TRUST_PROXY: '1' } });
  cookie = (await signedInPerson(t, { admin: true })).browser.cookieHeader('/api/');
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

type Form = 'origin' | 'absolute';
const FORMS: Form[] = ['origin', 'absolute'];

/** A request over a real connection, its target in the given form. */
function send(form: Form, method: string, path: string, options: { address: string; headers?: Record<string, string>; body?: string }) {
  const target = form === 'absolute' ? `http://127.0.0.1:${port}${path}` : path;
  return new Promise<{ statusCode: number; body: string }>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: target, headers: { ...options.headers, 'x-forwarded-for': options.address } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('a request line with the whole URL passes the same guards as one with the path', () => {
  it('the same-origin guard refuses another site’s POST, and takes our own', async () => {
    for (const form of FORMS) {
      const crossSite = await send(form, 'POST', '/api/start-assessment', { address: '10.1.0.1', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
      expect({ form, status: crossSite.statusCode, body: JSON.parse(crossSite.body) as unknown }).toEqual({
        form,
        status: 403,
        body: { code: 'FORBIDDEN', message: 'This request came from another website and was refused.' },
      });
      const sameSite = await send(form, 'POST', '/api/start-assessment', { address: '10.1.0.1', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
      expect({ form, status: sameSite.statusCode }).toEqual({ form, status: 201 });
    }
  });

  it('the API refuses a body that is not JSON', async () => {
    const body = '{"firstName":"Jo","lastName":"B","email":"jo@example.com","subject":"Hi","message":"Hello there friend"}';
    for (const form of FORMS) {
      const sent = await send(form, 'POST', '/api/contact', { address: '10.2.0.1', headers: { 'content-type': 'text/plain' }, body });
      expect({ form, status: sent.statusCode, body: JSON.parse(sent.body) as unknown }).toEqual({ form, status: 415, body: { message: 'Send the request as JSON.', code: 'UNSUPPORTED_MEDIA_TYPE' } });
    }
  });

  it('the API limit counts both forms, and refuses either past it', async () => {
    for (const form of FORMS) {
      const address = form === 'origin' ? '10.3.0.1' : '10.3.0.2';
      const statuses: number[] = [];
      for (let i = 0; i < 22; i++) statuses.push((await send(form, 'GET', '/api/health', { address })).statusCode);
      expect({ form, statuses }).toEqual({ form, statuses: [...Array<number>(20).fill(200), 429, 429] });
    }
    // One count per address, whichever form each request took.
    const mixed: number[] = [];
    for (let i = 0; i < 21; i++) mixed.push((await send(i % 2 ? 'absolute' : 'origin', 'GET', '/api/health', { address: '10.3.0.3' })).statusCode);
    expect(mixed.at(-2)).toBe(200);
    expect(mixed.at(-1)).toBe(429);
  });

  it('the sign-in provider’s limit counts both forms', async () => {
    for (const form of FORMS) {
      const address = form === 'origin' ? '10.4.0.1' : '10.4.0.2';
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await send(form, 'GET', '/idp/.well-known/openid-configuration', { address })).statusCode);
      expect({ form, statuses }).toEqual({ form, statuses: [...Array<number>(10).fill(200), 429] });
    }
  });
});
