import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { legalFiguresPlugin } from './src/build/legal-figures-plugin.ts';
import { markdownPlugin } from './src/build/markdown-plugin.ts';
import { readPublicSiteConfig } from './src/shared/site-config.ts';

const root = path.resolve(import.meta.dirname, 'src/client');
/** The entry chunk's file (src/client/index.html → assets/index-<hash>.js). */
const ENTRY_CHUNK = /^assets\/index-[\w-]+\.js$/;

export default defineConfig(({ mode }) => ({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [markdownPlugin(), legalFiguresPlugin(), react(), tailwindcss()],
  resolve: {
    alias: [
      // Page text in Markdown (rendered at build time by markdownPlugin).
      { find: /^#content\//, replacement: `${path.resolve(import.meta.dirname, 'content')}/` },
      // react-router only exports its development build; production builds use the smaller one.
      ...(mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') }]
        : []),
    ],
  },
  define: {
    __SITE_CONFIG__: JSON.stringify(readPublicSiteConfig(process.env)),
    // Development checks every API response against its contract; production trusts the server.
    __CHECK_API_RESPONSES__: JSON.stringify(mode !== 'production' || process.env.CHECK_API_RESPONSES === 'true'),
  },
  build: {
    // Same setting as the server's (CLIENT_DIST_DIR), so `npm run build` and `npm start` agree.
    outDir: path.resolve(import.meta.dirname, process.env.CLIENT_DIST_DIR || 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by src/build/prerender.ts (page chunks, the JavaScript budget).
    manifest: true,
    // The boot script a prerendered page loads first (src/client/boot.ts), beside the app's entry.
    rolldownOptions: {
      input: { index: path.join(root, 'index.html'), boot: path.join(root, 'boot.ts') },
      // V8's explicit compile hint (Chromium 136+), after minification so it stays the first line: the
      // entry (React, the router, the layout) all runs at hydration, so the browser compiles it while
      // it streams in, off the main thread, instead of function by function on first call. On a
      // throttled phone that was the largest share of Total Blocking Time (docs/performance.md).
      // Only the entry: hinting every chunk compiled code that never runs and measured slower.
      output: { postBanner: (chunk) => (chunk.isEntry && chunk.name === 'index' ? '//# allFunctionsCalledOnLoad' : '') },
    },
    // No modulepreload polyfill in every page’s JavaScript: a browser without modulepreload (Safari before 17)
    // only finds a chunk’s imports once the chunk arrives.
    modulePreload: {
      polyfill: false,
      // The entry's dynamic imports (the page routes, the contracts' schemas) list no dependencies
      // to fetch beside them: that table of file names cost every page 1.7 kB gzipped. A page's
      // first load is unaffected (its prerendered HTML preloads all its chunks); a client-side
      // visit to a page not seen yet finds its chunks one round trip later, when the page's
      // own chunk arrives. Dynamic imports inside pages keep their lists.
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && ENTRY_CHUNK.test(hostId) ? [] : deps),
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
      '/idp': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, changeOrigin: false },
    },
  },
}));
