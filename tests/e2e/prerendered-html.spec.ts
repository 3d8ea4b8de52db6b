import fs from 'node:fs';
import path from 'node:path';
import { fillLegalFigures } from '../../src/shared/law/legal-text.ts';
import { APP_ROUTES } from '../../src/shared/routes.ts';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '../../src/shared/site-config.ts';
import { expect, test } from './fixtures.ts';

/**
 * What a search engine (or a browser without JavaScript) gets: each public page's HTML, fetched
 * without running any script, carries its heading, its main text and its own head tags.
 */

const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content/en');
const SITE_NAME = DEFAULT_PUBLIC_SITE_CONFIG.siteName;

/** The h1 of a Markdown page and the start of its first paragraph, as plain text. */
function markdownExpectations(file: string): { heading: string; text: string } {
  const source = fillLegalFigures(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8')).replace(/\{supportEmail\}/g, DEFAULT_PUBLIC_SITE_CONFIG.supportEmail);
  const lines = source.split('\n');
  const heading = lines.find((line) => line.startsWith('# '))!.slice(2).trim();
  const paragraph = lines.find((line) => line.trim() && !line.startsWith('#') && !line.startsWith('-'))!;
  const text = paragraph
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
  return { heading, text: text.slice(0, 80) };
}

const MAIN_TEXT: Record<string, { heading: string; text: string }> = {
  '/': { heading: 'Your Bankruptcy, Your Way, Your Support System', text: 'Bankruptcy is a legal process, written into federal law' },
  '/chapter7': markdownExpectations('chapter7.md'),
  '/chapter13': markdownExpectations('chapter13.md'),
  '/preparation': markdownExpectations('preparation.md'),
  '/about': markdownExpectations('about.md'),
  '/contact': { heading: 'Contact Us', text: 'Have a question about our guides' },
  '/privacy-policy': markdownExpectations('privacy-policy.md'),
  '/terms-of-service': markdownExpectations('terms-of-service.md'),
  '/disclaimer': markdownExpectations('disclaimer.md'),
  '/forms': markdownExpectations('forms-intro.md'),
};

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The visible text of an HTML fragment, with whitespace collapsed. */
function textOf(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
}

function attribute(html: string, pattern: RegExp): string | undefined {
  const match = pattern.exec(html);
  return match?.[1] === undefined ? undefined : decodeEntities(match[1]);
}

const PUBLIC_ROUTES = APP_ROUTES.filter((route) => route.prerender);

for (const route of PUBLIC_ROUTES) {
  test(`${route.path} is served as complete HTML with its own title, description and canonical URL`, async ({ request }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    expect(attribute(html, /<title>([^<]*)<\/title>/)).toBe(`${route.title} | ${SITE_NAME}`);
    expect(attribute(html, /<meta name="description" content="([^"]*)"/)).toBe(route.description);
    const canonical = attribute(html, /<link rel="canonical" href="([^"]*)"/);
    expect(canonical).toMatch(/^https?:\/\//);
    expect(new URL(canonical!).pathname).toBe(route.path);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
    expect(attribute(html, /<meta property="og:title" content="([^"]*)"/)).toBe(route.title);
    expect(attribute(html, /<meta property="og:description" content="([^"]*)"/)).toBe(route.description);
    expect(attribute(html, /<meta property="og:type" content="([^"]*)"/)).toBe('website');
    expect(attribute(html, /<meta property="og:site_name" content="([^"]*)"/)).toBe(SITE_NAME);

    const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
    expect(h1, 'the page has an h1').not.toBeNull();
    const mainHtml = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    const expected = MAIN_TEXT[route.path];
    if (expected) {
      expect(textOf(h1![1]!)).toBe(expected.heading);
      expect(textOf(mainHtml)).toContain(expected.text);
    } else {
      expect(textOf(h1![1]!).length).toBeGreaterThan(0);
    }

    // Strict Content-Security-Policy: every script that runs is an external file (a JSON data
    // block, the answers /news was drawn with, is data the browser never runs).
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    const runnable = scripts.filter((script) => !script.includes('type="application/json"'));
    for (const script of runnable) expect(script).toMatch(/\ssrc="/);
    expect(scripts.length - runnable.length).toBe(route.path === '/news' ? 1 : 0);
    // Painted before the app is asked for: one small boot script; the app's modules wait, inert, in a template.
    expect(runnable).toEqual([expect.stringMatching(/src="\/assets\/boot-[\w-]+\.js"/)]);
    expect(html).toMatch(/<template id="page-modules" data-app="\/assets\/index-[\w-]+\.js">(<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">)+<\/template>/);
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).not.toContain('modulepreload');
  });
}

test('the app\'s entry asks the browser to compile all its code ahead, off the main thread', async ({ request }) => {
  // Explicit compile hints (V8's magic comment, Chromium 136+): React and the router, which all run at
  // hydration, are compiled while the file streams in instead of function by function on the phone's
  // main thread (Lighthouse, mobile preset: Total Blocking Time of /chapter7 from 1,328 to 774 ms,
  // medians of 5 alternating runs; docs/performance.md, sixth round).
  const html = await (await request.get('/chapter7')).text();
  const entry = /data-app="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  for (const encoding of ['br', 'gzip', 'identity']) {
    const response = await request.get(entry!, { headers: { 'Accept-Encoding': encoding } });
    expect(response.status()).toBe(200);
    expect((await response.text()).split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
  }
  // Only the entry: hinting every chunk compiled code a page never runs, and measured slower.
  const page = /href="(\/assets\/chapter7-[\w-]+\.js)"/.exec(html)?.[1];
  expect(page).toBeTruthy();
  expect(await (await request.get(page!)).text()).not.toContain('allFunctionsCalledOnLoad');
});

test('the app\'s code is asked for only once the page\'s text is on screen', async ({ page }) => {
  // The browser reports the first contentful paint once the frame is shown. A boot script that
  // started from the frame's callbacks asked for the app up to 50 ms before that; Lighthouse's
  // phone model then counted the 80 kB entry on a slow link into the first paint (LCP 1.6–2.4 s in
  // 4 of 15 runs of /, /chapter7 and /about; 0.9–1.3 s in all 15 after; docs/performance.md).
  for (const path of ['/', '/chapter7', '/about']) {
    await page.goto(path);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name)));
    const { paint, app } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      app: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))?.startTime,
    }));
    expect(paint, path).toBeGreaterThan(0);
    expect(app, path).toBeGreaterThanOrEqual(paint!);
  }
});

test('the sitemap lists every public page with its absolute address, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locations.sort()).toEqual(PUBLIC_ROUTES.map((route) => route.path).sort());
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Allow: /');
  for (const rule of ['Disallow: /api/', 'Disallow: /admin', 'Disallow: /account']) expect(robots).toContain(rule);
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test('pages that are not prerendered get the empty app shell', async ({ request }) => {
  const html = await (await request.get('/documents')).text();
  expect(html).toContain('<div id="root"></div>');
});

// Issue 17: long pages open with "On this page" links, each to a heading that exists on the page.
for (const path of ['/chapter7', '/chapter13', '/preparation']) {
  test(`${path} starts with jump links to its own sections`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const nav = /<nav[^>]*data-testid="on-this-page"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    expect(nav, 'the page has an "On this page" list').toBeDefined();
    const targets = [...nav!.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]!);
    expect(targets.length).toBeGreaterThanOrEqual(3);
    for (const id of targets) expect(html, `#${id} exists`).toContain(`id="${id}"`);
    expect(html.indexOf('data-testid="on-this-page"'), 'the links come before the sections').toBeLessThan(html.indexOf(`id="${targets[0]}"`));
  });
}
