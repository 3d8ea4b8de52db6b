import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverEntryDir } from '../../src/build/server-entry-path.ts';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestBrowser } from './support/browser.ts';

// A tiny client build: /news prerendered with its loading state, and a server-rendering bundle
// that draws the titles it is given (the real one is React's; what matters here is what the
// server hands it and does with its answer).
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-news-fill-'));
const entryDir = serverEntryDir(dist);
const PRERENDERED = '<!doctype html><html><head><title>News</title></head><body><div id="root"><main><div class="skeleton">Loading</div></main></div><noscript><p>JavaScript</p></noscript></body></html>';
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Home</title></head><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(dist, 'news'));
fs.writeFileSync(path.join(dist, 'news', 'index.html'), PRERENDERED);
fs.mkdirSync(entryDir, { recursive: true });
fs.writeFileSync(
  path.join(entryDir, 'entry-server.js'),
  `export const isFilledPage = (routeId) => routeId === 'news';
export async function renderPage(pathname, data) {
  globalThis.renderCount = (globalThis.renderCount ?? 0) + 1;
  return { routeId: 'news', html: '<main><ul>' + data.map((a) => '<li>' + a.title + '</li>').join('') + '</ul></main>', dataScript: '<script type="application/json" id="page-queries">' + data.length + '</script>' };
}
`,
);

const renders = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await createTestApp({ env: { CLIENT_DIST_DIR: dist } });
  admin = (await signedInPerson(t, { admin: true })).browser;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.rmSync(entryDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
type Article = { id: number; title: string };

describe('the /news page', () => {
  it('arrives drawn with the published articles of GET /api/news, and the answer for the browser beside the root', async () => {
    const articles = (await get('/api/news')).json() as Article[];
    expect(articles.length).toBeGreaterThan(0);
    const res = await get('/news');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).not.toContain('Loading');
    expect(res.body).toContain(`<div id="root"><main><ul>${articles.map((a) => `<li>${a.title}</li>`).join('')}</ul></main></div><script type="application/json" id="page-queries">${articles.length}</script><noscript>`);
    expect(res.body).toContain('<title>News</title>');
  });

  it('is drawn once per answer: again after an admin publishes an article, not on every request', async () => {
    await get('/news');
    const before = renders();
    await get('/news');
    await get('/news');
    expect(renders()).toBe(before);

    const created = await admin.request('POST', '/api/news', { json: { title: 'Filled page news', content: 'Text of the article.', isPublished: true } });
    expect(created.statusCode).toBe(201);
    const res = await get('/news');
    expect(res.body).toContain('<li>Filled page news</li>');
    expect(renders()).toBe(before + 1);
  });

  it('is drawn once for every spelling of its address, so addresses a client makes up cannot grow memory', async () => {
    const drawn = await get('/news');
    const before = renders();
    for (const url of ['/news/', '//news', '/news//', '///news', '/news?page=2']) {
      const res = await get(url);
      expect({ url, status: res.statusCode, body: res.body }).toEqual({ url, status: 200, body: drawn.body });
    }
    expect(renders()).toBe(before);
  });

  it('leaves other pages as built', async () => {
    const res = await get('/');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('page-queries');
  });
});

describe('without the server-rendering bundle', () => {
  it('sends /news as built, with its loading state', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-news-bare-'));
    fs.mkdirSync(path.join(bare, 'news'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(bare, 'news', 'index.html'), PRERENDERED);
    const other = await createTestApp({ env: { CLIENT_DIST_DIR: bare } });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/news' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div class="skeleton">Loading</div>');
    } finally {
      await other.close();
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});
