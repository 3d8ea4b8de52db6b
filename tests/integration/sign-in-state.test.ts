import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { authTransactions, idpStore, rateCounters } from '#server/db/schema/index.ts';
import { sweepExpiredSignInState } from '#server/modules/auth/expired-state-sweep.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { IDP_RATE_LIMIT_PER_MINUTE: '10' } });
});
afterAll(async () => {
  await t?.close();
});

describe('the embedded identity provider under load', () => {
  it('answers 429 to one address that keeps starting anonymous sign-ins at /idp/auth', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/idp/auth?client_id=bankruptcy-self-help-site&response_type=code&scope=openid', remoteAddress: '192.0.2.77' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
    // Another address is not held back by the first one.
    const other = await t.app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration', remoteAddress: '192.0.2.78' });
    expect(other.statusCode).toBe(200);
  });
});

describe('the hourly sweep', () => {
  it('removes expired provider records, rate counters and abandoned sign-ins, and keeps live ones', async () => {
    const { db } = t.database.handle;
    const now = new Date();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const inAnHour = new Date(now.getTime() + 3_600_000);
    const twoDaysAgo = new Date(now.getTime() - 2 * 86_400_000);
    await db.insert(idpStore).values([
      { model: 'Interaction', id: 'sweep-expired', payload: {}, expiresAt: hourAgo },
      { model: 'Interaction', id: 'sweep-live', payload: {}, expiresAt: inAnHour },
    ]);
    await db.insert(rateCounters).values([
      { key: 'sweep:old', windowStartedAt: twoDaysAgo, count: 3 },
      { key: 'sweep:current', windowStartedAt: now, count: 3 },
    ]);
    const transaction = { state: 's', nonce: 'n', codeVerifier: 'v', returnTo: '/' };
    await db.insert(authTransactions).values([
      { id: 'sweep-expired', ...transaction, expiresAt: hourAgo },
      { id: 'sweep-live', ...transaction, expiresAt: inAnHour },
    ]);

    await sweepExpiredSignInState(db, now, new Date(now.getTime() - t.config.session.idleTimeoutMs));

    const ids = async (table: typeof idpStore | typeof authTransactions) =>
      (await db.select({ id: table.id }).from(table).where(sql`${table.id} like 'sweep-%'`)).map((r) => r.id).sort();
    expect(await ids(idpStore)).toEqual(['sweep-live']);
    expect(await ids(authTransactions)).toEqual(['sweep-live']);
    const keys = (await db.select({ key: rateCounters.key }).from(rateCounters).where(sql`${rateCounters.key} like 'sweep:%'`)).map((r) => r.key);
    expect(keys).toEqual(['sweep:current']);
  });
});
