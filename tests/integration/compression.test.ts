import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/build/precompress.ts';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A small client build: the shell, one prerendered page and one hashed script, each over 1 kB.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-compress-'));
const filler = (word: string) => Array.from({ length: 200 }, (_, i) => `${word} ${i}`).join(' ');
fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Home</title></head><body><div id="root"></div><p>${filler('home')}</p></body></html>`);
fs.mkdirSync(path.join(dist, 'about'));
fs.writeFileSync(path.join(dist, 'about', 'index.html'), `<!doctype html><html><head><title>About</title></head><body><p>${filler('about')}</p></body></html>`);
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), `console.log(${JSON.stringify(filler('script'))});`);
fs.writeFileSync(path.join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)');
precompressDirectory(dist);

const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE_URL: 'http://127.0.0.1:9' };
let live: TestApp;
let demo: TestApp;
beforeAll(async () => {
  live = await createTestApp({ env: { CLIENT_DIST_DIR: dist, ...STRIPE } });
  demo = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
});
afterAll(async () => {
  await live?.close();
  await demo?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;
const get = (t: TestApp, url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the build writes Brotli and gzip copies', () => {
  it('beside each compressible file over 1 kB, not beside tiny ones', () => {
    for (const file of ['index.html', 'about/index.html', 'assets/app-abc123.js']) {
      const original = fs.readFileSync(path.join(dist, file));
      expect(brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`)))).toEqual(original);
    }
    expect(fs.existsSync(path.join(dist, 'assets', 'tiny-abc123.js.br'))).toBe(false);
  });

  it('writes a page again after the page changes, and leaves the others', () => {
    const page = path.join(dist, 'about', 'index.html');
    const before = fs.readFileSync(page);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(page, later, later);
    expect(precompressDirectory(dist).written).toBe(2);
    expect(brotliDecompressSync(fs.readFileSync(`${page}.br`))).toEqual(before);
  });
});

describe('static files and pages go out compressed when the browser accepts it', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`sends ${encoding} for a script and a prerendered page, the same bytes once decompressed`, async () => {
      for (const [url, file] of [['/assets/app-abc123.js', 'assets/app-abc123.js'], ['/about', 'about/index.html'], ['/', 'index.html']] as const) {
        const res = await get(live, url, `${encoding}, deflate`);
        expect({ url, status: res.statusCode, encoding: res.headers['content-encoding'], vary: res.headers.vary }).toEqual({ url, status: 200, encoding, vary: 'accept-encoding' });
        expect(decode[encoding](res.rawPayload)).toEqual(fs.readFileSync(path.join(dist, file)));
      }
    });
  }

  it('sends the page as it is when the browser asks for identity or says nothing', async () => {
    for (const acceptEncoding of ['identity', undefined]) {
      const res = await get(live, '/about', acceptEncoding);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'about', 'index.html')));
    }
  });

  it('keeps page caching rules: pages revalidate, hashed assets are immutable', async () => {
    expect((await get(live, '/about', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get(live, '/assets/app-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses the demo’s edited pages on the fly, with the demo marker in them', async () => {
    const res = await get(demo, '/about', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<meta name="payments-mode" content="test"></head>');
    const notFound = await get(demo, '/no-such-page', 'gzip');
    expect(notFound.statusCode).toBe(404);
    expect(gunzipSync(notFound.rawPayload).toString()).toContain('<div id="root"></div>');
  });
});

describe('JSON answers are compressed on the fly', () => {
  it('sends the same JSON in br, gzip and identity', async () => {
    const plain = await get(live, '/api/faqs', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(live, '/api/faqs', encoding);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(decode[encoding](res.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('leaves tiny answers as they are', async () => {
    const res = await get(live, '/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('live chat streams', () => {
  it('are neither compressed nor held back', async () => {
    const person = await signedInPerson(live);
    const rooms = (await person.browser.get('/api/chat-rooms')).json() as Array<{ id: number }>;
    const baseUrl = await live.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = `bsh_session=${person.browser.cookies.get('bsh_session')!.value}`;
    const { headers, firstChunk } = await new Promise<{ headers: http.IncomingHttpHeaders; firstChunk: string }>((resolve, reject) => {
      const req = http.get(`${baseUrl}/api/chat-events?roomId=${rooms[0]!.id}`, { headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' } }, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve({ headers: res.headers, firstChunk: chunk.toString() });
          req.destroy();
        });
      });
      req.on('error', reject);
    });
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(headers['content-encoding']).toBeUndefined();
    expect(firstChunk).toMatch(/^retry: 2000/);
  });
});
