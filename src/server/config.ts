import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DATA_ENCRYPTION_KEY_HELP, parseDataEncryptionKey } from './security/data-encryption.ts';
import { PUBLIC_SITE_ENV, publicSiteConfigSchema, readPublicOrigin, readPublicSiteConfig, type PublicSiteConfig } from '#shared/site-config.ts';

const optionalUrl = z
  .string()
  .trim()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Names proxy-addr (Fastify) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may say who the client is: a hop count (`1`: the address the nearest proxy saw)
 * or the proxies' addresses and ranges. `true` is refused: trusting every X-Forwarded-For lets
 * anyone pick their own address and escape every per-address limit.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  if (value === '' || value === 'false' || value === '0') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((x) => x.trim()).filter(Boolean);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({
    code: z.ZodIssueCode.custom,
    message:
      value === 'true'
        ? 'would trust every X-Forwarded-For; give the number of proxies in front of the site (e.g. 1) or their addresses (e.g. 10.0.0.0/8)'
        : 'must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or ranges (e.g. 10.0.0.0/8, loopback)',
  });
  return z.NEVER;
}

/** false, a hop count, or the trusted proxies' addresses and ranges (Fastify's `trustProxy`). */
export type TrustProxy = false | number | string[];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(50 * 1024 * 1024).default(256 * 1024),
  TRUST_PROXY: z.string().trim().default('').transform(parseTrustProxy),
  CLIENT_DIST_DIR: z.string().min(1).default('./dist/client'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  IDP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  OIDC_ISSUER_URL: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  OIDC_SCOPES: z.string().trim().min(1).default('openid email profile'),
  ADMIN_EMAILS: z.string().default(''),
  SESSION_IDLE_HOURS: z.coerce.number().min(0.05).max(24 * 90).default(72),
  SESSION_MAX_DAYS: z.coerce.number().min(0.01).max(365).default(30),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().trim().optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_API_BASE_URL: optionalUrl,
  PAYMENTS_TEST_MODE: z.enum(['true', 'false', '']).optional(),
  DATA_ENCRYPTION_KEY: z.string().optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().trim().optional(),
  AI_MODEL: z.string().trim().optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin the site is reached at (canonical URLs, sign-in redirects). */
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimitBytes: number;
  /** Who may set the client address through X-Forwarded-For: nobody, the nearest n proxies, or these addresses. */
  trustProxy: TrustProxy;
  clientDistDir: string;
  shutdownTimeoutMs: number;
  /** Requests one client address may make to /api per minute (abuse protection). */
  apiRateLimitPerMinute: number;
  /** Requests one client address may make to the embedded sign-in provider (/idp) per minute. */
  idpRateLimitPerMinute: number;
  site: PublicSiteConfig;
  /** External OpenID Connect issuer; when absent the embedded provider at /idp is used. */
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined; scopes: string } | undefined;
  /** Lower-cased emails that are made admins when they sign in. */
  adminEmails: string[];
  session: { idleTimeoutMs: number; absoluteLifetimeMs: number };
  /** `folder`: where emails are written as `.eml` files when there is no SMTP server (DATA_DIR/mail). */
  mail: { smtpUrl: string | undefined; from: string; folder: string };
  /** Stripe when all three keys are set; otherwise the built-in test-mode processor. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string; apiBaseUrl: string | undefined } | undefined;
  /** No Stripe: the test-mode processor takes test cards and the site says it is a demo. */
  paymentsTestMode: boolean;
  /**
   * Key of the field encryption of Social Security numbers (checked at start); when absent, a key
   * file is made in DATA_DIR on first start.
   */
  dataEncryptionKey: string | undefined;
  /**
   * An OpenAI-compatible chat-completions API for the counseling assistant, when all three of
   * AI_BASE_URL, AI_API_KEY and AI_MODEL are set; otherwise the built-in counselor answers.
   */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** One line naming the first bad variable and what is wrong with it. */
function firstIssueError(error: z.ZodError, env: NodeJS.ProcessEnv): ConfigError {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  return new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`);
}

/**
 * Only the database settings, read the same way as at start, for the operator's commands
 * (`npm run admin`), which need nothing else.
 */
export function loadDatabaseTarget(env: NodeJS.ProcessEnv = process.env): { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string } {
  const parsed = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env);
  if (!parsed.success) throw firstIssueError(parsed.error, env);
  const e = parsed.data;
  return e.DATABASE_URL ? { kind: 'postgres', url: e.DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) };
}

/** Parses the environment once at start; a bad value names its variable in one line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) throw firstIssueError(parsed.error, env);
  const site = publicSiteConfigSchema.safeParse(readPublicSiteConfig(env));
  if (!site.success) {
    const issue = site.error.issues[0]!;
    const name = PUBLIC_SITE_ENV[issue.path[0] as keyof typeof PUBLIC_SITE_ENV];
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`);
  }
  const e = parsed.data;
  if (e.OIDC_ISSUER_URL && !e.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration: OIDC_CLIENT_ID is required when OIDC_ISSUER_URL is set');
  }
  const adminEmails = e.ADMIN_EMAILS.split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys > 0 && stripeKeys < 3) {
    throw new ConfigError('Invalid configuration: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  }
  const isTestModeAsked = e.PAYMENTS_TEST_MODE === 'true';
  if (isTestModeAsked && stripeKeys === 3) {
    throw new ConfigError('Invalid configuration: PAYMENTS_TEST_MODE=true cannot be combined with Stripe keys; unset one or the other');
  }
  // In production, test card 4242 must never unlock premium by accident: a demo says so explicitly.
  if (e.NODE_ENV === 'production' && stripeKeys === 0 && !isTestModeAsked) {
    throw new ConfigError(
      'Invalid configuration: NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for a demo without real payments',
    );
  }
  const aiSettings = [e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL].filter(Boolean).length;
  if (aiSettings > 0 && aiSettings < 3) {
    const missing = (['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const).filter((name) => !e[name]);
    throw new ConfigError(
      `Invalid configuration: AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together for the counseling assistant's language model (missing ${missing.join(', ')}); unset all three to use the built-in counselor`,
    );
  }
  const badAdmin = adminEmails.find((x) => !z.string().email().safeParse(x).success);
  if (badAdmin) throw new ConfigError(`Invalid configuration: ADMIN_EMAILS contains "${badAdmin}", which is not an email address`);
  // Checked here, never echoed: the value is a secret.
  const dataEncryptionKey = e.DATA_ENCRYPTION_KEY?.trim() || undefined;
  if (dataEncryptionKey && !parseDataEncryptionKey(dataEncryptionKey)) throw new ConfigError(`Invalid configuration: DATA_ENCRYPTION_KEY ${DATA_ENCRYPTION_KEY_HELP}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    // The prerendered pages' canonical links use the same origin (src/build/prerender.ts).
    publicUrl: readPublicOrigin({ PUBLIC_URL: e.PUBLIC_URL, PORT: String(e.PORT) }),
    logLevel: e.LOG_LEVEL,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    clientDistDir: path.resolve(e.CLIENT_DIST_DIR),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    idpRateLimitPerMinute: e.IDP_RATE_LIMIT_PER_MINUTE,
    site: site.data,
    oidc: e.OIDC_ISSUER_URL
      ? { issuerUrl: e.OIDC_ISSUER_URL, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET || undefined, scopes: e.OIDC_SCOPES }
      : undefined,
    adminEmails,
    session: { idleTimeoutMs: e.SESSION_IDLE_HOURS * 3_600_000, absoluteLifetimeMs: e.SESSION_MAX_DAYS * 86_400_000 },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM || `${site.data.siteName} <${site.data.supportEmail}>`, folder: path.join(dataDir, 'mail') },
    stripe:
      stripeKeys === 3
        ? { secretKey: e.STRIPE_SECRET_KEY!, publishableKey: e.STRIPE_PUBLISHABLE_KEY!, webhookSecret: e.STRIPE_WEBHOOK_SECRET!, apiBaseUrl: e.STRIPE_API_BASE_URL }
        : undefined,
    paymentsTestMode: stripeKeys === 0,
    dataEncryptionKey,
    ai: aiSettings === 3 ? { baseUrl: e.AI_BASE_URL!, apiKey: e.AI_API_KEY!, model: e.AI_MODEL!, timeoutMs: e.AI_TIMEOUT_MS } : undefined,
  };
}
