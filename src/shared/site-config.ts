import { z } from 'zod';

/**
 * Settings the browser needs (names and contact details shown on pages).
 * The server reads them from the environment; the client receives them at build time,
 * so prerendered HTML and the running app agree.
 */
export const publicSiteConfigSchema = z.object({
  siteName: z.string().min(1),
  supportEmail: z.string().email(),
  supportPhone: z.string().min(7),
});

export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

export const DEFAULT_PUBLIC_SITE_CONFIG: PublicSiteConfig = {
  siteName: 'Bankruptcy Self-Help Center',
  // Reserved example domain and fictional 555-01xx number: operators set their own.
  supportEmail: 'support@bankruptcy-self-help.example',
  supportPhone: '(800) 555-0199',
};

/** Environment variable that carries each public setting. */
export const PUBLIC_SITE_ENV = {
  siteName: 'SITE_NAME',
  supportEmail: 'SUPPORT_EMAIL',
  supportPhone: 'SUPPORT_PHONE',
} as const satisfies Record<keyof PublicSiteConfig, string>;

export function readPublicSiteConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): PublicSiteConfig {
  return {
    siteName: env[PUBLIC_SITE_ENV.siteName] || DEFAULT_PUBLIC_SITE_CONFIG.siteName,
    supportEmail: env[PUBLIC_SITE_ENV.supportEmail] || DEFAULT_PUBLIC_SITE_CONFIG.supportEmail,
    supportPhone: env[PUBLIC_SITE_ENV.supportPhone] || DEFAULT_PUBLIC_SITE_CONFIG.supportPhone,
  };
}
