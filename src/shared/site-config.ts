import { z } from 'zod';

/** An absolute http(s) address, or null when not configured. */
const optionalExternalUrl = z
  .string()
  .url()
  .refine((value) => /^https?:\/\//i.test(value), 'must start with http:// or https://')
  .nullable();

/**
 * Settings the browser needs (names, contact details and outside links shown on pages).
 * The server reads them from the environment; the client receives them at build time,
 * so prerendered HTML and the running app agree.
 */
export const publicSiteConfigSchema = z.object({
  siteName: z.string().min(1),
  supportEmail: z.string().email(),
  supportPhone: z.string().min(7),
  /** Bookstore page of the eBook; without it the book panel shows no purchase button. */
  ebookUrl: optionalExternalUrl,
  /** Bookstore page of the paperback; without it the book panel shows no purchase button. */
  paperbackUrl: optionalExternalUrl,
  /** Outside news links on /news (spec 2.4): bankruptcy, housing market, mortgage and foreclosure news. */
  newsFeedBankruptcyUrl: optionalExternalUrl,
  newsFeedHousingUrl: optionalExternalUrl,
  newsFeedMortgageUrl: optionalExternalUrl,
  newsFeedForeclosureUrl: optionalExternalUrl,
});

export type PublicSiteConfig = z.infer<typeof publicSiteConfigSchema>;

export const DEFAULT_PUBLIC_SITE_CONFIG: PublicSiteConfig = {
  siteName: 'Bankruptcy Self-Help Center',
  // Reserved example domain and fictional 555-01xx number: operators set their own.
  supportEmail: 'support@bankruptcy-self-help.example',
  supportPhone: '(800) 555-0199',
  // No bookstore is assumed: operators set the real store pages.
  ebookUrl: null,
  paperbackUrl: null,
  // Google News searches, readable in any browser; operators may point these at other feeds.
  newsFeedBankruptcyUrl: 'https://news.google.com/search?q=bankruptcy&hl=en-US&gl=US&ceid=US%3Aen',
  newsFeedHousingUrl: 'https://news.google.com/search?q=%22housing%20market%22&hl=en-US&gl=US&ceid=US%3Aen',
  newsFeedMortgageUrl: 'https://news.google.com/search?q=mortgage&hl=en-US&gl=US&ceid=US%3Aen',
  newsFeedForeclosureUrl: 'https://news.google.com/search?q=foreclosure&hl=en-US&gl=US&ceid=US%3Aen',
};

/** Environment variable that carries each public setting. */
export const PUBLIC_SITE_ENV = {
  siteName: 'SITE_NAME',
  supportEmail: 'SUPPORT_EMAIL',
  supportPhone: 'SUPPORT_PHONE',
  ebookUrl: 'BOOK_EBOOK_URL',
  paperbackUrl: 'BOOK_PAPERBACK_URL',
  newsFeedBankruptcyUrl: 'NEWS_FEED_BANKRUPTCY_URL',
  newsFeedHousingUrl: 'NEWS_FEED_HOUSING_URL',
  newsFeedMortgageUrl: 'NEWS_FEED_MORTGAGE_URL',
  newsFeedForeclosureUrl: 'NEWS_FEED_FORECLOSURE_URL',
} as const satisfies Record<keyof PublicSiteConfig, string>;

export function readPublicSiteConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined>): PublicSiteConfig {
  return {
    siteName: env[PUBLIC_SITE_ENV.siteName] || DEFAULT_PUBLIC_SITE_CONFIG.siteName,
    supportEmail: env[PUBLIC_SITE_ENV.supportEmail] || DEFAULT_PUBLIC_SITE_CONFIG.supportEmail,
    supportPhone: env[PUBLIC_SITE_ENV.supportPhone] || DEFAULT_PUBLIC_SITE_CONFIG.supportPhone,
    ebookUrl: env[PUBLIC_SITE_ENV.ebookUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.ebookUrl,
    paperbackUrl: env[PUBLIC_SITE_ENV.paperbackUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.paperbackUrl,
    newsFeedBankruptcyUrl: env[PUBLIC_SITE_ENV.newsFeedBankruptcyUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.newsFeedBankruptcyUrl,
    newsFeedHousingUrl: env[PUBLIC_SITE_ENV.newsFeedHousingUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.newsFeedHousingUrl,
    newsFeedMortgageUrl: env[PUBLIC_SITE_ENV.newsFeedMortgageUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.newsFeedMortgageUrl,
    newsFeedForeclosureUrl: env[PUBLIC_SITE_ENV.newsFeedForeclosureUrl]?.trim() || DEFAULT_PUBLIC_SITE_CONFIG.newsFeedForeclosureUrl,
  };
}

/** Environment variable with the site's public origin, used for canonical URLs and the sitemap. */
export const PUBLIC_URL_ENV = 'PUBLIC_URL';
const DEFAULT_PORT = '3000';

/**
 * The public origin without a trailing slash (`https://example.org`): PUBLIC_URL, else the address
 * the site listens on locally (`http://localhost:$PORT`), the same default the server uses.
 */
export function readPublicOrigin(env: NodeJS.ProcessEnv | Record<string, string | undefined>): string {
  const port = env.PORT?.trim();
  const raw = env[PUBLIC_URL_ENV]?.trim() || `http://localhost:${port && /^\d{1,5}$/.test(port) ? Number(port) : DEFAULT_PORT}`;
  return raw.replace(/\/+$/, '');
}
