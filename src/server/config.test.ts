import { describe, expect, it } from 'vitest';
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

  it('takes the site name and support contacts from the environment', () => {
    const config = loadConfig({ SITE_NAME: 'Fresh Start', SUPPORT_EMAIL: 'help@fresh.example', PORT: '8080' });
    expect(config.site).toMatchObject({ siteName: 'Fresh Start', supportEmail: 'help@fresh.example' });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
