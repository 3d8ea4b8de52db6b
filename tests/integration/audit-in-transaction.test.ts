import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, faqs } from '#server/db/schema/index.ts';
import { transactionScope } from '#server/db/transaction.ts';
import { createAuditLog } from '#server/modules/audit-log/audit-log.ts';
import { createFaqRepository } from '#server/modules/faqs/repository.ts';
import { createFaqService } from '#server/modules/faqs/service.ts';
import { createTestDatabase, type TestDatabase } from './support/test-database.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  t = await createTestApp();
});
afterAll(async () => {
  await database?.dispose();
  await t?.close();
});

const faqService = () => {
  const { db } = database.handle;
  return createFaqService({
    repository: createFaqRepository(db),
    clock: () => new Date(),
    medianIncomeTables: async () => [],
    inTransaction: transactionScope(db, (tx) => ({ repository: createFaqRepository(tx), audit: createAuditLog(tx) })),
  });
};

describe('an admin change and its audit record', () => {
  it('roll back together when the audit record cannot be written', async () => {
    const { db } = database.handle;
    // An actor whose account is gone: the audit row's foreign key refuses it after the FAQ was inserted.
    const ghostActor = randomUUID();
    await expect(faqService().create(ghostActor, { category: 'Forms', question: 'Is this kept?', answer: 'It must not be.' })).rejects.toThrow();
    expect(await db.select().from(faqs).where(eq(faqs.question, 'Is this kept?'))).toEqual([]);
    expect(await db.select().from(auditLog)).toEqual([]);
  });

  it('leave no audit record when the change itself fails', async () => {
    const admin = await signedInPerson(t, { admin: true });
    const before = (await admin.browser.get('/api/admin/audit-log')).json() as unknown[];
    const missing = await admin.browser.request('PUT', '/api/admin/faqs/999999', { json: { category: 'Forms', question: 'Gone?', answer: 'Yes.' } });
    expect(missing.statusCode).toBe(404);
    const mute = await admin.browser.request('POST', '/api/admin/chat-mutes', { json: { userId: randomUUID(), minutes: 10, reason: 'Nobody' } });
    expect(mute.statusCode).toBe(404);
    expect((await admin.browser.get('/api/admin/audit-log')).json()).toHaveLength(before.length);
  });

  it('are both written when the change succeeds', async () => {
    const admin = await signedInPerson(t, { admin: true });
    const created = await admin.browser.request('POST', '/api/admin/faqs', { json: { category: 'Forms', question: 'Is this audited?', answer: 'Yes.' } });
    expect(created.statusCode).toBe(201);
    const audit = (await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string; targetId: string; actorEmail: string }>;
    expect(audit).toContainEqual(expect.objectContaining({ action: 'faq.create', targetId: String(created.json().id), actorEmail: admin.email }));
  });
});
