/**
 * Build step after `vite build`: renders every public page (`prerender: true` in
 * src/shared/routes.ts) to static HTML with its own title, description, canonical URL and Open
 * Graph tags; writes the empty app shell to `_shell.html`, `sitemap.xml` and `robots.txt`; writes
 * Brotli and gzip copies beside every compressible file (src/build/precompress.ts); and checks
 * the JavaScript budget of each page (entry + page chunk + their imports, gzipped).
 *
 *   node --import tsx src/build/prerender.ts           (npm run build runs it)
 *   node --import tsx src/build/prerender.ts --skip-ssr-build   (reuse dist/server-entry)
 *
 * Environment: PUBLIC_URL (origin of canonical URLs and the sitemap, default http://localhost:$PORT, PORT 3000)
 * and the public site settings read by vite.config.ts (SITE_NAME, SUPPORT_EMAIL, ...).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { APP_ROUTES } from '../shared/routes.ts';
import { readPublicOrigin } from '../shared/site-config.ts';
import { precompressDirectory } from './precompress.ts';
import { serverEntryDir } from './server-entry-path.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where things are: the client build (CLIENT_DIST_DIR, default dist/client) and the server-rendering bundle beside it. */
function buildPaths(env: NodeJS.ProcessEnv) {
  const clientDir = path.resolve(ROOT, env.CLIENT_DIST_DIR || 'dist/client');
  return {
    clientDir,
    ssrDir: serverEntryDir(clientDir),
    shellFile: path.join(clientDir, '_shell.html'),
    manifestFile: path.join(clientDir, '.vite/manifest.json'),
    /** Read by scripts/client-build.ts to tell when only the public origin changed. */
    originFile: path.join(clientDir, '.prerender-origin'),
  };
}

/** Most JavaScript (gzipped, in kB of 1000 bytes, as Vite reports sizes) a public page may load. */
export const JS_BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  renderPage(pathname: string): Promise<{ html: string; routeId: string }>;
  pageHead(pathname: string): { title: string; pageTitle: string; description: string; siteName: string };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Files of a chunk and everything it imports statically (what the browser must load with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

function gzipKb(clientDir: string, file: string): number {
  return gzipSync(fs.readFileSync(path.join(clientDir, file))).length / 1000;
}

export interface PageBudget {
  path: string;
  files: string[];
  kb: number;
}

/** The JavaScript each page loads before it works: the entry, the page's chunk and their static imports. */
export function measurePageJavaScript(clientDir: string, manifest: Manifest, routes: ReadonlyArray<{ id: string; path: string }>): PageBudget[] {
  // The app's entry and the boot script that loads it (src/client/boot.ts).
  const entryKeys = new Set<string>();
  for (const key of [APP_ENTRY, BOOT_ENTRY]) staticClosure(manifest, key, entryKeys);
  return routes.map((route) => {
    const pageKey = `app/routes/${route.id}.tsx`;
    const keys = new Set([...entryKeys, ...staticClosure(manifest, pageKey)]);
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    return { path: route.path, files, kb: files.reduce((sum, file) => sum + gzipKb(clientDir, file), 0) };
  });
}

/** Manifest keys of the app's entry (index.html → main.tsx) and of the boot script (src/client/boot.ts). */
const APP_ENTRY = 'index.html';
const BOOT_ENTRY = 'boot.ts';
/** The app's entry script and module preloads that Vite wrote into the shell's head. */
const SHELL_SCRIPTS = /\n\s*<script type="module" crossorigin src="[^"]+"><\/script>|\n\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * A prerendered page asks for one small script before its first paint, the boot script; the
 * app's entry and every module the page needs are listed as `<link rel="modulepreload">` in a
 * `<template id="page-modules" data-app="…">`, inert until the boot script moves them into the
 * head after the paint (so the text is painted before any of them is asked for, then all are
 * fetched at once).
 */
function bootTags(manifest: Manifest, routeId: string): string[] {
  const keys = staticClosure(manifest, APP_ENTRY);
  const pageKey = `app/routes/${routeId}.tsx`;
  if (manifest[pageKey]) staticClosure(manifest, pageKey, keys);
  const links = [...keys]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  return [
    `<script type="module" crossorigin src="/${manifest[BOOT_ENTRY]!.file}"></script>`,
    `<template id="page-modules" data-app="/${manifest[APP_ENTRY]!.file}">${links.join('')}</template>`,
  ];
}

function headTags(head: ReturnType<ServerEntry['pageHead']>, url: string): string {
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(head.pageTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:locale" content="en_US">`,
    `<meta name="twitter:card" content="summary">`,
  ].join('\n    ');
}

export function pageHtml(shell: string, options: { appHtml: string; head: ReturnType<ServerEntry['pageHead']>; url: string; preloads: string[] }): string {
  const { appHtml, head, url, preloads } = options;
  if (!shell.includes('<div id="root"></div>')) throw new Error('The app shell has no empty <div id="root"></div>.');
  if (!shell.match(SHELL_SCRIPTS)) throw new Error('The app shell has no entry script to replace with the boot script.');
  let html = shell
    .replace(SHELL_SCRIPTS, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(head.description)}" />`)
    .replace(/\n\s*<\/head>/, () => `\n    ${[headTags(head, url), ...preloads].join('\n    ')}\n  </head>`);
  // A function replacement, so `$` in the page's text is not read as a pattern.
  html = html.replace('<div id="root"></div>', () => `<div id="root">${appHtml}</div>`);
  return html;
}

function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /account', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

async function buildServerEntry(ssrDir: string): Promise<void> {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: {
      ssr: path.join(ROOT, 'src/client/entry-server.tsx'),
      outDir: ssrDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      rolldownOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  });
}

export async function prerender(options: { skipSsrBuild?: boolean; env?: NodeJS.ProcessEnv } = {}): Promise<{ budgets: PageBudget[]; overBudget: PageBudget[] }> {
  const env = options.env ?? process.env;
  const origin = readPublicOrigin(env);
  const { clientDir, ssrDir, shellFile, manifestFile, originFile } = buildPaths(env);
  if (!fs.existsSync(manifestFile)) throw new Error(`Run \`vite build\` first: ${manifestFile} is missing.`);
  // `vite build` empties dist/client, so a first run finds Vite's empty page in index.html and
  // keeps it as _shell.html; a later run (a new PUBLIC_URL only) starts again from that copy.
  const indexFile = path.join(clientDir, 'index.html');
  const shell = fs.readFileSync(fs.existsSync(shellFile) ? shellFile : indexFile, 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error(`${indexFile} is not the empty app shell: rebuild with \`vite build\`.`);
  fs.writeFileSync(shellFile, shell);

  if (!options.skipSsrBuild || !fs.existsSync(path.join(ssrDir, 'entry-server.js'))) await buildServerEntry(ssrDir);
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

  const routes = APP_ROUTES.filter((route) => route.prerender);
  const urls: string[] = [];
  for (const route of routes) {
    const { html: appHtml, routeId } = await entry.renderPage(route.path);
    if (routeId !== route.id) throw new Error(`${route.path} rendered route "${routeId}", expected "${route.id}".`);
    const url = route.path === '/' ? `${origin}/` : `${origin}${route.path}`;
    const html = pageHtml(shell, { appHtml, head: entry.pageHead(route.path), url, preloads: bootTags(manifest, route.id) });
    const file = route.path === '/' ? indexFile : path.join(clientDir, route.path, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    urls.push(url);
  }
  fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(urls));
  fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt(origin));
  fs.writeFileSync(originFile, origin);
  // Last, so the pages just written get their Brotli and gzip copies too.
  precompressDirectory(clientDir);

  const budgets = measurePageJavaScript(clientDir, manifest, routes);
  return { budgets, overBudget: budgets.filter((b) => b.kb > JS_BUDGET_KB) };
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  try {
    const started = Date.now();
    const { budgets, overBudget } = await prerender({ skipSsrBuild: process.argv.includes('--skip-ssr-build') });
    const width = Math.max(...budgets.map((b) => b.path.length));
    process.stdout.write(`Prerendered ${budgets.length} public pages in ${Date.now() - started} ms (origin ${readPublicOrigin(process.env)}).\n`);
    process.stdout.write(`JavaScript each page loads (gzipped; budget ${JS_BUDGET_KB} kB):\n`);
    for (const budget of budgets) {
      const mark = budget.kb > JS_BUDGET_KB ? '  OVER BUDGET' : '';
      process.stdout.write(`  ${budget.path.padEnd(width)}  ${budget.kb.toFixed(2).padStart(7)} kB  (${budget.files.length} files)${mark}\n`);
    }
    if (overBudget.length > 0) {
      process.stderr.write(`JavaScript budget exceeded on ${overBudget.map((b) => b.path).join(', ')}: at most ${JS_BUDGET_KB} kB gzipped per page.\n`);
      process.exit(1);
    }
  } catch (error) {
    process.stderr.write(`Prerendering failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  }
}
