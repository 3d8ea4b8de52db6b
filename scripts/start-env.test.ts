import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';
import { prepareStartEnv } from './start-env.ts';

describe('prepareStartEnv (npm start)', () => {
  it('on a fresh machine (no NODE_ENV, no Stripe keys) starts a production build as a labelled demo, and says so loudly', () => {
    const env: NodeJS.ProcessEnv = {};
    const notice = prepareStartEnv(env);
    expect(env).toEqual({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true' });
    expect(notice).toMatch(/PAYMENTS IN TEST MODE/);
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('leaves an explicit NODE_ENV=production without Stripe keys to be refused: a deployment never falls back silently', () => {
    const env: NodeJS.ProcessEnv = { NODE_ENV: 'production' };
    expect(prepareStartEnv(env)).toBeNull();
    expect(env.PAYMENTS_TEST_MODE).toBeUndefined();
    expect(() => loadConfig(env)).toThrow(/PAYMENTS_TEST_MODE=true/);
  });

  it('changes nothing about payments when Stripe keys or PAYMENTS_TEST_MODE are set', () => {
    const withStripe: NodeJS.ProcessEnv = { STRIPE_SECRET_KEY: 'sk', STRIPE_PUBLISHABLE_KEY: 'pk', STRIPE_WEBHOOK_SECRET: 'wh' };
    expect(prepareStartEnv(withStripe)).toBeNull();
    expect(withStripe.PAYMENTS_TEST_MODE).toBeUndefined();
    const refused: NodeJS.ProcessEnv = { PAYMENTS_TEST_MODE: 'false' };
    expect(prepareStartEnv(refused)).toBeNull();
    expect(refused.PAYMENTS_TEST_MODE).toBe('false');
  });
});
