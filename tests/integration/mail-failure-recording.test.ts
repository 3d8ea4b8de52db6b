import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMailOutbox } from '#server/adapters/mail/mail-outbox.ts';
import type { MailTransport } from '#server/adapters/mail/mail-transport.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const downServer: MailTransport = {
  name: 'smtp',
  deliver: async () => {
    throw Object.assign(new Error('connect ECONNREFUSED for jo@example.com'), { code: 'ECONNREFUSED' });
  },
};

describe('a failed send whose failure cannot be recorded', () => {
  it('settles delivery and logs it instead of rejecting (which would end the process)', async () => {
    // The database refuses to mark emails failed, as it would while it is down.
    await database.handle.db.execute(sql`alter table outbox_emails add constraint refuse_failed check (status <> 'failed') not valid`);
    const warnings: unknown[][] = [];
    const log = { warn: vi.fn((...args: unknown[]) => warnings.push(args)), error: vi.fn((...args: unknown[]) => warnings.push(args)) } as unknown as FastifyBaseLogger;
    const outbox = createMailOutbox(database.handle.db, downServer, log);
    const { delivered } = await outbox.send('notification', { to: 'jo@example.com', subject: 'Hello', text: 'Body' });
    await expect(delivered).resolves.toBeUndefined();
    expect(warnings.map((w) => w[1])).toEqual(['email delivery failed', 'could not record the failed email delivery']);
    // The database error goes under `err`, which the app's log serializer reduces to class and code.
    expect(Object.keys(warnings[1]![0] as object)).toEqual(['outboxId', 'err']);
  });
});
