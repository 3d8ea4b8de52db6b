/// <reference types="vite/client" />
import type { PublicSiteConfig } from '../shared/site-config.ts';

declare global {
  const __SITE_CONFIG__: PublicSiteConfig;
}
