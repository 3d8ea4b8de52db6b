import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A tiny client build: what matters is what the server adds to every page it serves.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'payments-mode-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(dist, 'about'));
fs.writeFileSync(path.join(dist, 'about', 'index.html'), '<!doctype html><html><head><title>About</title></head><body></body></html>');

let demo: TestApp;
let live: TestApp;
beforeAll(async () => {
  demo = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
  live = await createTestApp({ env: { CLIENT_DIST_DIR: dist, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE_URL: 'http://127.0.0.1:9' } });
});
afterAll(async () => {
  await demo?.close();
  await live?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the site labels itself a demo while payments are in test mode', () => {
  it('marks every page it serves, prerendered or shell, so the client shows its demo notice', async () => {
    for (const url of ['/', '/about', '/account', '/no-such-page']) {
      const res = await demo.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<meta name="payments-mode" content="test"></head>');
    }
  });

  it('adds nothing with Stripe', async () => {
    const res = await live.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('payments-mode');
  });
});
