import { describe, expect, it } from 'vitest';
import { readPublicOrigin } from '#shared/site-config.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.site.siteName).toBe('Bankruptcy Self-Help Center');
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid configuration: PORT="eighty" /],
    [{ PORT: '70000' }, /^Invalid configuration: PORT="70000" /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid configuration: DATABASE_URL="mysql:\/\/x" must start with postgres/],
    [{ SUPPORT_EMAIL: 'nope' }, /^Invalid configuration: SUPPORT_EMAIL="nope" Invalid email/],
    [{ LOG_LEVEL: 'loud' }, /^Invalid configuration: LOG_LEVEL="loud" /],
  ])('stops with one line naming the bad variable: %o', (env, expected) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(expected);
  });

  it('takes a data encryption key of 32 bytes and refuses another value without printing it', () => {
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: hex }).dataEncryptionKey).toBe(hex);
    expect(loadConfig({ DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).dataEncryptionKey).toBeDefined();
    expect(loadConfig({}).dataEncryptionKey).toBeUndefined();
    for (const bad of ['secret-password', 'ab'.repeat(16), Buffer.alloc(16, 7).toString('base64')]) {
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: bad })).toThrow(/^Invalid configuration: DATA_ENCRYPTION_KEY must be 32 random bytes/);
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: bad })).not.toThrow(bad);
    }
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.0/8, 192.168.1.7,fd00::/8', ['10.0.0.0/8', '192.168.1.7', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as a hop count or the proxies\' addresses', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'yes', '-1', '10.0.0.0/33', '300.1.1.1', 'example.com', '1,2'])('refuses TRUST_PROXY=%j, which would trust too much or means nothing', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration: TRUST_PROXY=/);
  });

  it('takes the site name and support contacts from the environment', () => {
    const config = loadConfig({ SITE_NAME: 'Fresh Start', SUPPORT_EMAIL: 'help@fresh.example', PORT: '8080' });
    expect(config.site).toMatchObject({ siteName: 'Fresh Start', supportEmail: 'help@fresh.example' });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('gives the prerendered pages the origin the server uses: PUBLIC_URL, else localhost on PORT', () => {
    for (const env of [{}, { PORT: '8080' }, { PORT: '4173', PUBLIC_URL: 'https://fresh.example/' }]) {
      expect({ env, prerender: readPublicOrigin(env) }).toEqual({ env, prerender: loadConfig(env).publicUrl });
    }
    expect(readPublicOrigin({ PORT: '8080' })).toBe('http://localhost:8080');
    expect(readPublicOrigin({ PORT: '4173', PUBLIC_URL: 'https://fresh.example/' })).toBe('https://fresh.example');
  });

  describe('payments in production', () => {
    const stripeKeys = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };

    it('refuses to start without Stripe keys unless test mode is asked for explicitly', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        'Invalid configuration: NODE_ENV=production needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS_TEST_MODE=true for a demo without real payments',
      );
      expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'false' })).toThrow(ConfigError);
      expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' })).toMatchObject({ stripe: undefined, paymentsTestMode: true });
      expect(loadConfig({ NODE_ENV: 'production', ...stripeKeys })).toMatchObject({ paymentsTestMode: false, stripe: { secretKey: 'sk_live_x' } });
    });

    it('outside production, no Stripe keys means test mode as before', () => {
      expect(loadConfig({})).toMatchObject({ stripe: undefined, paymentsTestMode: true });
      expect(loadConfig({ NODE_ENV: 'test' }).paymentsTestMode).toBe(true);
    });

    it('refuses Stripe keys together with PAYMENTS_TEST_MODE=true, and values other than true or false', () => {
      expect(() => loadConfig({ ...stripeKeys, PAYMENTS_TEST_MODE: 'true' })).toThrow('Invalid configuration: PAYMENTS_TEST_MODE=true cannot be combined with Stripe keys');
      expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/^Invalid configuration: PAYMENTS_TEST_MODE="yes" /);
    });
  });
});
