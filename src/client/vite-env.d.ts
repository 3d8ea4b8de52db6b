/// <reference types="vite/client" />
import type { PublicSiteConfig } from '../shared/site-config.ts';

declare global {
  const __SITE_CONFIG__: PublicSiteConfig;
}

declare module '*.md' {
  const html: string;
  export default html;
}
