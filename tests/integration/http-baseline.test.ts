import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '#server/db/database.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { buildTestApp, testConfig } from './support/test-app.ts';

let database: TestDatabase;
let app: FastifyInstance;
let distDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  // A stand-in client build: the shell plus one prerendered page and one hashed asset.
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  fs.mkdirSync(path.join(distDir, 'chapter7'));
  fs.writeFileSync(path.join(distDir, 'chapter7', 'index.html'), '<!doctype html><h1>Chapter 7 prerendered</h1>');
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildTestApp(testConfig({ CLIENT_DIST_DIR: distDir, LOG_LEVEL: 'info', API_RATE_LIMIT_PER_MINUTE: '40' }), {
    database: database.handle,
    logStream,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
  fs.rmSync(distDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the other protective headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('serving the client', () => {
  it('serves a prerendered page when there is one and the app shell for other app routes', async () => {
    const prerendered = await app.inject({ method: 'GET', url: '/chapter7' });
    expect(prerendered.statusCode).toBe(200);
    expect(prerendered.body).toContain('Chapter 7 prerendered');
    const shell = await app.inject({ method: 'GET', url: '/documents/edit/42' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
  });

  it('answers unknown page paths with the shell and status 404, so the app shows its 404 screen', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await app.inject({ method: 'GET', url: '/about' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});

describe('logging', () => {
  it('never writes bodies, cookies, query strings or headers to the log', async () => {
    await app.inject({
      method: 'GET',
      url: '/api/news?email=jane.doe@example.com',
      headers: { cookie: 'session=super-secret-cookie', authorization: 'Bearer tok-123' },
    });
    await app.inject({ method: 'POST', url: '/api/news', payload: { ssn: '123-45-6789' } });
    const all = logLines.join('\n');
    expect(all).toContain('"path":"/api/news"');
    for (const secret of ['jane.doe@example.com', 'super-secret-cookie', 'tok-123', '123-45-6789']) {
      expect(all).not.toContain(secret);
    }
  });

  it('writes one line per request, with method, path without the query, status and time', async () => {
    logLines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/api/faqs?q=jane.doe@example.com' });
    expect(res.statusCode).toBe(200);
    expect(logLines).toHaveLength(1);
    const line = JSON.parse(logLines[0]!) as { req: unknown; res: unknown; responseTime: unknown; msg: string };
    expect(line).toMatchObject({ msg: 'request completed', req: { method: 'GET', path: '/api/faqs' }, res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(logLines[0]).not.toContain('jane.doe');
  });
});

describe('rate limiting', () => {
  it('answers 429 with a JSON message once a client exceeds the per-minute limit', async () => {
    let last = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.9' });
    for (let i = 0; i < 45 && last.statusCode !== 429; i++) {
      last = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.9' });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    const other = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.10' });
    expect(other.statusCode).toBe(200);
  });
});

describe('health when the database is down', () => {
  it('answers 503 and says the database is down', async () => {
    const broken = await openDatabase({ kind: 'pglite-memory' });
    await broken.migrate();
    const downApp = await buildTestApp(testConfig(), { database: broken });
    await broken.close();
    const res = await downApp.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'down' });
    await downApp.close();
  });
});
