/// <reference types="vite/client" />
import type { PublicSiteConfig } from '../shared/site-config.ts';

declare global {
  const __SITE_CONFIG__: PublicSiteConfig;
  /** Whether API responses are checked against their schemas (lib/api/api-json.ts). */
  const __CHECK_API_RESPONSES__: boolean;
}
