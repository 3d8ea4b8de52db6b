import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { markdownPlugin } from './src/build/markdown-plugin.ts';
import { readPublicSiteConfig } from './src/shared/site-config.ts';

const root = path.resolve(import.meta.dirname, 'src/client');

export default defineConfig(({ mode }) => ({
  root,
  publicDir: path.join(root, 'public'),
  plugins: [markdownPlugin(), react(), tailwindcss()],
  resolve: {
    // react-router only exports its development build; production builds use the smaller one.
    alias:
      mode === 'production'
        ? [{ find: /^react-router$/, replacement: path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  define: {
    __SITE_CONFIG__: JSON.stringify(readPublicSiteConfig(process.env)),
  },
  build: {
    outDir: path.resolve(import.meta.dirname, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
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
