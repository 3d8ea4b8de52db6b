import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import {
  auditLog,
  chatMessages,
  chatMutes,
  chatStreams,
  sessions,
  signupConfirmations,
  chatReports,
  chatRooms,
  contactMessages,
  couponRedemptions,
  coupons,
  courseEnrollments,
  courseLessonProgress,
  documentPackagePurchases,
  newsletterSignups,
  outboxEmails,
  payments,
  preparationChecklists,
  priceChangeNotices,
  questions,
  rateCounters,
  riskAssessments,
  counselingConversations,
  stories,
  subscriptions,
  userDocumentPdfs,
  userDocuments,
  userDocumentSectionDrafts,
  userDocumentSsns,
  userDocumentVersions,
  users,
  webinarRegistrations,
  webinars,
} from '#server/db/schema/index.ts';
import { NOT_PERSONAL, PERSONAL_DATA, type Person } from '#server/modules/account-data/personal-data.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { TestBrowser } from './support/browser.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-12-03T10:00:00Z') });
});
afterAll(async () => {
  await t?.close();
});

/**
 * A column is about a person when it points at a user or a sign-in account, or its name says it
 * holds an address, a name, a phone number or who did something.
 */
/** Rows of a raw query (both drivers answer with `rows`). */
async function query<Row>(db: Database, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

const PERSON_COLUMN = /(^|_)(user|users|email|address|phone|actor|reporter|account|author)(_|$)|(^|_)(first|last)_name$|_by$/;

/** Tables of the database that the personal-data list does not account for, with why. */
async function uncoveredTables(db: Database): Promise<string[]> {
  const rows = await query<{ table_name: string; column_name: string; refers_to_person: boolean }>(
    db,
    sql`
    select c.table_name, c.column_name,
      exists (
        select 1 from information_schema.key_column_usage k
        join information_schema.referential_constraints r on r.constraint_name = k.constraint_name and r.constraint_schema = k.constraint_schema
        join information_schema.constraint_column_usage u on u.constraint_name = r.unique_constraint_name and u.constraint_schema = r.unique_constraint_schema
        where k.table_schema = c.table_schema and k.table_name = c.table_name and k.column_name = c.column_name and u.table_name in ('users', 'idp_accounts')
      ) as refers_to_person
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema = 'public'
  `,
  );
  const problems = new Set<string>();
  for (const row of rows) {
    const table = row.table_name;
    const isPersonalColumn = row.refers_to_person || PERSON_COLUMN.test(row.column_name);
    if (!(table in PERSONAL_DATA) && !(table in NOT_PERSONAL)) problems.add(`${table}: in neither PERSONAL_DATA nor NOT_PERSONAL`);
    else if (isPersonalColumn && !(table in PERSONAL_DATA)) problems.add(`${table}: its column ${row.column_name} is about a person, so it belongs in PERSONAL_DATA`);
  }
  return [...problems].sort();
}

describe('the list of personal-data tables (src/server/modules/account-data/personal-data.ts)', () => {
  it('accounts for every table of the database, and every table with a user or email column is personal', async () => {
    expect(await uncoveredTables(t.database.handle.db)).toEqual([]);
    const rows = await query<{ table_name: string }>(t.database.handle.db, sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`);
    const names = new Set(rows.map((row) => row.table_name));
    const listed = [...Object.keys(PERSONAL_DATA), ...Object.keys(NOT_PERSONAL)];
    expect(listed.filter((name) => !names.has(name))).toEqual([]);
    expect(Object.keys(PERSONAL_DATA).filter((name) => name in NOT_PERSONAL)).toEqual([]);
  });

  it('names a new table with an email column, and one nobody classified', async () => {
    const { db } = t.database.handle;
    await db.execute(sql`create table pending_newsletter_signups (id serial primary key, email text not null)`);
    await db.execute(sql`create table site_banners (id serial primary key, text text not null)`);
    try {
      expect(await uncoveredTables(db)).toEqual(['pending_newsletter_signups: in neither PERSONAL_DATA nor NOT_PERSONAL', 'site_banners: in neither PERSONAL_DATA nor NOT_PERSONAL']);
      NOT_PERSONAL.pending_newsletter_signups = 'pretending';
      expect(await uncoveredTables(db)).toEqual([
        'pending_newsletter_signups: its column email is about a person, so it belongs in PERSONAL_DATA',
        'site_banners: in neither PERSONAL_DATA nor NOT_PERSONAL',
      ]);
    } finally {
      delete NOT_PERSONAL.pending_newsletter_signups;
      await db.execute(sql`drop table pending_newsletter_signups`);
      await db.execute(sql`drop table site_banners`);
    }
  });
});

/** Puts a row about the person in each table a sign-up does not already fill. */
async function storeSomethingEverywhere(db: Database, person: { userId: string; email: string }, tag: string) {
  const { userId, email } = person;
  const [room] = await db.select().from(chatRooms).limit(1);
  const [webinar] = await db.insert(webinars).values({ title: `Webinar ${tag}`, startsAt: new Date('2027-01-10T18:00:00Z'), timeZone: 'America/New_York', joinUrl: 'https://meet.example/x' }).returning();
  await db.insert(coupons).values({ code: `SAVE${tag}`, percentOff: 10, duration: 'once' }).onConflictDoNothing();
  const paymentId = `pay_${tag}`;
  await db.insert(payments).values({ id: paymentId, userId, kind: 'course', itemId: 'chapter7', description: 'Chapter 7 course', amountCents: 8900, status: 'succeeded', provider: 'test', clientSecret: `secret_${tag}`, cardBrand: 'visa', cardLast4: '4242' });
  await db.insert(subscriptions).values({ userId, provider: 'test', status: 'active', listPriceCents: 995, cardBrand: 'visa', cardLast4: '4242' });
  await db.insert(couponRedemptions).values({ couponCode: `SAVE${tag}`, userId, paymentId });
  await db.insert(courseEnrollments).values({ userId, courseType: 'chapter7', paymentId });
  await db.insert(courseLessonProgress).values({ userId, courseType: 'chapter7', lessonId: 'means-test', position: 'questions', answers: { q1: 'b' } });
  await db.insert(documentPackagePurchases).values({ userId, templateId: 'chapter7-complete', paymentId });
  await db.insert(priceChangeNotices).values({ userId, stepFrom: '2027-03-01', monthlyCents: 1195, noticedAt: new Date() });
  const [message] = await db.insert(chatMessages).values({ roomId: room!.id, userId, message: `Hello from ${tag}` }).returning();
  await db.insert(chatReports).values({ messageId: message!.id, reporterId: userId, reason: 'spam' });
  await db.insert(chatMutes).values({ userId, mutedUntil: new Date('2027-01-01T00:00:00Z'), reason: 'calm down' });
  const [session] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId)).limit(1);
  await db.insert(chatStreams).values({ id: `stream_${tag}`, userId, sessionId: session!.id, openedAt: new Date(), seenAt: new Date() });
  await db.insert(signupConfirmations).values({
    id: `confirm_${tag}`,
    kind: 'newsletter',
    userId,
    firstName: 'Pat',
    lastName: tag,
    email,
    phoneNumber: '5555550100',
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  });
  await db.insert(stories).values({ userId, title: `Story ${tag}`, content: 'It got better.', isApproved: true, isPublished: true });
  await db.insert(questions).values({ userId, title: `Question ${tag}`, content: 'What now?', category: 'general' });
  await db.insert(newsletterSignups).values({ userId, firstName: 'Pat', lastName: tag, email, phoneNumber: '5555550100' });
  await db.insert(webinarRegistrations).values({ webinarId: webinar!.id, userId, firstName: 'Pat', lastName: tag, email, phoneNumber: '5555550100' });
  // Sent before signing up, by address only: still theirs.
  await db.insert(contactMessages).values({ userId: null, firstName: 'Pat', lastName: tag, email: email.toUpperCase(), subject: 'Help', message: 'Before I had an account' });
  await db.insert(preparationChecklists).values({ userId, checkedItemIds: ['credit-counseling'] });
  await db.insert(riskAssessments).values({ id: `assessment_${tag}`, userId, answers: { location: { state: 'OH' } }, currentStep: 'location' });
  await db.insert(userDocuments).values({ id: `document_${tag}`, userId, templateId: 'chapter7-complete', caseFile: {}, version: 1 });
  await db.insert(userDocumentVersions).values({ documentId: `document_${tag}`, version: 1, section: 'filing', changes: {} });
  await db.insert(userDocumentSsns).values({ documentId: `document_${tag}`, person: 'debtor', userId, keyId: 'k', nonce: 'n', ciphertext: 'c', authTag: 't', last4: '1234' });
  await db.insert(userDocumentSectionDrafts).values({ documentId: `document_${tag}`, section: 'debts', userId, values: { debts: [{ creditor: { name: 'Acme Card' } }] }, savedVersion: 1 });
  await db.insert(userDocumentPdfs).values({ id: `pdf_${tag}`, documentId: `document_${tag}`, userId, version: 1, kind: 'package', content: new Uint8Array([37, 80, 68, 70]), sha256: 'a'.repeat(64), sizeBytes: 1 });
  await db.insert(counselingConversations).values({ id: `conversation_${tag}`, userId, sessionId: `session_${tag}`, messages: [{ role: 'user', content: 'about 45k in credit cards' }] });
  await db.insert(rateCounters).values({ key: `forgot:account:${email}`, windowStartedAt: new Date(), count: 1 });
  await db.insert(rateCounters).values({ key: `chat:user:${userId}`, windowStartedAt: new Date(), count: 1 });
  await db.insert(auditLog).values({ actorId: userId, action: 'faq.update', targetType: 'faq', targetId: '1' });
  await db.insert(auditLog).values({ actorId: null, action: 'user.disable', targetType: 'user', targetId: userId, details: { email } });
}

async function everyRowOf(person: Person): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(PERSONAL_DATA)) out[name] = await table.rowsOf(t.database.handle.db, person);
  return out;
}

describe('Download my data and account deletion', () => {
  it('exports everything stored about the person, and only theirs, as a dated attachment that is never cached', async () => {
    const pat = await signedInPerson(t, { firstName: 'Pat', lastName: 'Export' });
    const other = await signedInPerson(t, { firstName: 'Oli', lastName: 'Other' });
    await storeSomethingEverywhere(t.database.handle.db, pat, 'E1');
    await storeSomethingEverywhere(t.database.handle.db, other, 'E2');

    const res = await pat.browser.get('/api/auth/user/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data-2026-12-03.json"');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    // Streamed as the tables are read: no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    const data = res.json();
    expect(res.body).toBe(JSON.stringify(data, null, 2));
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(PERSONAL_DATA).sort());
    const empty = Object.entries(data.tables as Record<string, unknown[]>).filter(([, rows]) => rows.length === 0).map(([name]) => name);
    expect(empty).toEqual([]);
    expect(data.tables.users[0]).toMatchObject({ email: pat.email, firstName: 'Pat', lastName: 'Export' });
    expect(data.tables.contact_messages[0]).toMatchObject({ message: 'Before I had an account' });
    expect(data.onDeletion).toMatchObject({ payments: 'anonymized', contact_messages: 'deleted' });
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain('E2');
    expect(res.body).not.toContain('scrypt$');
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('secret_E1');
  });

  it('refuses someone not signed in', async () => {
    const res = await new TestBrowser(t.app).get('/api/auth/user/data');
    expect(res.statusCode).toBe(401);
  });

  it('deletes or anonymizes every row about the person in one go, and leaves other people alone', async () => {
    const { db } = t.database.handle;
    const sam = await signedInPerson(t, { firstName: 'Sam', lastName: 'Gone' });
    const other = await signedInPerson(t, { firstName: 'Kim', lastName: 'Stays' });
    await storeSomethingEverywhere(db, sam, 'D1');
    await storeSomethingEverywhere(db, other, 'D2');
    const before = (await sam.browser.get('/api/auth/user/data')).json();
    const otherBefore = (await other.browser.get('/api/auth/user/data')).json();
    // Signed up with the embedded provider: its account id is the user's subject.
    const [{ subject }] = (await db.select({ subject: users.subject }).from(users).where(eq(users.id, sam.userId))) as [{ subject: string }];
    const samPerson: Person = { userId: sam.userId, idpAccountId: subject, emails: [sam.email] };
    expect(Object.entries(await everyRowOf(samPerson)).filter(([, rows]) => rows.length === 0).map(([name]) => name)).toEqual([]);
    expect(before.tables.idp_store.length).toBeGreaterThan(0);

    expect((await sam.browser.request('DELETE', '/api/auth/user')).statusCode).toBe(204);

    const left = Object.entries(await everyRowOf(samPerson)).filter(([, rows]) => rows.length > 0).map(([name]) => name);
    expect(left).toEqual([]);
    // What stays, without the person: the money record, the published story, the chat thread, the admin action.
    const [payment] = await db.select().from(payments).where(eq(payments.id, 'pay_D1'));
    expect(payment).toMatchObject({ userId: null, amountCents: 8900, status: 'succeeded', cardLast4: null, clientSecret: null });
    expect(await db.select({ title: stories.title }).from(stories).where(isNull(stories.userId))).toContainEqual({ title: 'Story D1' });
    expect(await db.select({ message: chatMessages.message }).from(chatMessages).where(isNull(chatMessages.userId))).toContainEqual({ message: 'Hello from D1' });
    const actions = await db.select().from(auditLog).where(eq(auditLog.action, 'user.disable'));
    expect(actions.map((a) => [a.targetId, a.details])).toContainEqual(['deleted-account', {}]);
    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(sam.email);
    expect(JSON.stringify(await db.select().from(outboxEmails))).not.toContain(sam.email);

    const otherAfter = (await other.browser.get('/api/auth/user/data')).json();
    const counts = (data: { tables: Record<string, unknown[]> }) => Object.fromEntries(Object.entries(data.tables).map(([name, rows]) => [name, rows.length]));
    expect(counts(otherAfter)).toEqual(counts(otherBefore));
  });
});
