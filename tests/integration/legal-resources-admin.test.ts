import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegalResourceAdminRow, MatchResourcesResponse } from '#shared/contracts/resources.ts';
import { legalResources } from '#server/db/schema/index.ts';
import { transactionScope } from '#server/db/transaction.ts';
import { createAuditLog } from '#server/modules/audit-log/audit-log.ts';
import { SEED_RESOURCES } from '#server/modules/resources/data/seed-resources.ts';
import { createResourcesRepository } from '#server/modules/resources/repository.ts';
import { createResourcesService } from '#server/modules/resources/service.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';
import { testDriver } from './support/test-database.ts';
import { createTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { TestBrowser, signUp } from './support/browser.ts';

const now = new Date('2026-11-25T12:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInPerson>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await signedInPerson(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const valid = {
  kind: 'state_service',
  name: 'Helena Debt Clinic',
  organization: 'Example Law School',
  state: 'MT',
  coverage: 'part_of_state',
  coverageNote: 'Helena',
  address: 'Helena, Montana',
  locationZip: '59601',
  phone: '',
  email: '',
  website: 'https://example.org/clinic',
  serviceType: 'pro_bono',
  purpose: 'bankruptcy_clinic',
  cost: 'free',
  availability: '',
  specialties: ['Chapter 7'],
  source: 'The clinic’s own page, read by an administrator',
  sourceUrl: 'https://example.org/clinic/about',
  lastVerified: '2026-11-20',
};
const send = (method: 'GET' | 'POST' | 'PUT', url: string, json?: unknown) => admin.browser.request(method, url, json === undefined ? {} : { json });
const audit = async () => (await admin.browser.get('/api/admin/audit-log')).json() as Array<{ action: string; targetId: string; details: Record<string, unknown> }>;
const matchIds = async (zipCode: string) => {
  const res = await send('POST', '/api/match-resources', { zipCode, caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 });
  return (res.json() as MatchResourcesResponse).resources;
};

describe('admin access', () => {
  it('lets only admins list or change resources: 401 for a visitor, 403 for a member', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/admin/legal-resources' });
    expect(visitor.statusCode).toBe(401);
    const member = await signedInPerson(t);
    expect((await member.browser.get('/api/admin/legal-resources')).statusCode).toBe(403);
    expect((await member.browser.request('POST', '/api/admin/legal-resources', { json: valid })).statusCode).toBe(403);
    expect((await member.browser.request('POST', '/api/admin/legal-resources/court-mtb/retire')).statusCode).toBe(403);
  });

  it('lists every row loaded from the data files, each with its source', async () => {
    const rows = (await admin.browser.get('/api/admin/legal-resources')).json() as LegalResourceAdminRow[];
    expect(rows).toHaveLength(SEED_RESOURCES.length);
    expect(rows.every((r) => r.fromDataFiles && r.sourceUrl.startsWith('https://') && r.editedAt === null)).toBe(true);
  });
});

describe('validation', () => {
  it.each([
    ['no name', { name: '  ' }, 'name', 'The name is required.'],
    ['a plain-http source', { sourceUrl: 'http://example.org/x' }, 'sourceUrl', 'The source address must start with https://.'],
    ['a short source', { source: 'site' }, 'source', 'Say where these facts come from (at least 10 characters).'],
    ['a state for a national resource', { coverage: 'national' }, 'state', 'A national resource has no state: choose none, or another area.'],
    ['no way to reach it', { website: '', phone: '' }, 'website', 'Give a website or a phone number, so people can reach it.'],
    ['a malformed phone', { phone: 'call us' }, 'phone', 'Enter the phone number with digits, spaces, dashes or parentheses only.'],
    ['a bad date', { lastVerified: '2026-02-30' }, 'lastVerified', 'Enter a real date.'],
    ['a date in the future', { lastVerified: '2026-12-01' }, 'lastVerified', 'The date it was last checked cannot be in the future.'],
    ['a ZIP code no place has', { locationZip: '00000' }, 'locationZip', 'No place has that ZIP code: check the location ZIP code.'],
    ['a new court', { kind: 'court', coverage: 'district' }, 'kind', 'Courts come from the court data: edit one instead of adding it.'],
  ])('refuses %s with 400 and a message for the field', async (_label, change, path, message) => {
    const res = await send('POST', '/api/admin/legal-resources', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; issues: Array<{ path: string; message: string }> };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.issues).toContainEqual({ path, message });
  });
});

describe('adding, editing, retiring and verifying', () => {
  let created: LegalResourceAdminRow;

  it('adds a resource, audited; matching for a ZIP code in its state uses it at once, with its distance', async () => {
    const res = await send('POST', '/api/admin/legal-resources', valid);
    expect(res.statusCode).toBe(201);
    created = res.json() as LegalResourceAdminRow;
    expect(created).toMatchObject({ name: 'Helena Debt Clinic', state: 'MT', phone: null, fromDataFiles: false });
    expect(created.id).toMatch(/^admin-mt-helena-debt-clinic-[0-9a-f]{6}$/);
    expect((await audit()).find((e) => e.action === 'legal_resource.create')).toMatchObject({ targetId: created.id });
    const inMontana = (await matchIds('59601')).find((r) => r.id === created.id)!;
    expect(inMontana.distance).toBe(0);
    expect(inMontana.distanceLabel).toBe('Under a mile');
    expect((await matchIds('44113')).some((r) => r.id === created.id)).toBe(false);
  });

  it('edits it, audited with the fields that changed', async () => {
    const res = await send('PUT', `/api/admin/legal-resources/${created.id}`, { ...valid, name: 'Helena Bankruptcy Clinic', phone: '(406) 555-0100' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Helena Bankruptcy Clinic', phone: '(406) 555-0100' });
    const entry = (await audit()).find((e) => e.action === 'legal_resource.update')!;
    expect(entry.details.changed).toEqual(['name', 'phone']);
    expect((await matchIds('59601')).find((r) => r.id === created.id)!.name).toBe('Helena Bankruptcy Clinic');
  });

  it('retires a resource (matching drops it) and restores it, each audited', async () => {
    expect((await send('POST', '/api/admin/legal-resources/legal-aid-mt-montana-legal-services-association/retire')).json()).toMatchObject({ retiredAt: now.toISOString() });
    expect((await matchIds('59601')).some((r) => r.id === 'legal-aid-mt-montana-legal-services-association')).toBe(false);
    await send('POST', '/api/admin/legal-resources/legal-aid-mt-montana-legal-services-association/restore');
    expect((await matchIds('59601')).some((r) => r.id === 'legal-aid-mt-montana-legal-services-association')).toBe(true);
    const actions = (await audit()).filter((e) => e.targetId === 'legal-aid-mt-montana-legal-services-association').map((e) => e.action);
    expect(actions).toEqual(['legal_resource.restore', 'legal_resource.retire']);
  });

  it('marks a row verified today, audited with the old and new dates', async () => {
    const res = await send('POST', '/api/admin/legal-resources/court-mtb/verify');
    expect(res.json()).toMatchObject({ lastVerified: '2026-11-25', fromDataFiles: true });
    expect((await audit()).find((e) => e.action === 'legal_resource.verify')).toMatchObject({ targetId: 'court-mtb', details: { from: '2023-01-10', to: '2026-11-25' } });
  });

  it('keeps a court’s state and area, and answers 404 for an unknown id', async () => {
    const court = ((await admin.browser.get('/api/admin/legal-resources')).json() as LegalResourceAdminRow[]).find((r) => r.id === 'court-mtb')!;
    const moved = await send('PUT', '/api/admin/legal-resources/court-mtb', { ...court, state: 'ID' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toContain('cannot be changed');
    expect((await send('POST', '/api/admin/legal-resources/no-such-row/retire')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/legal-resources/no-such-row', valid)).statusCode).toBe(404);
  });
});

describe('loading the data files again after an upgrade', () => {
  it('brings unedited rows up to date, adds new ones, and leaves rows an admin changed alone', async () => {
    const { db } = t.database.handle;
    // As if an older release had loaded different text; one row an admin edited, one missing.
    await db.update(legalResources).set({ name: 'Old name', seedSha256: 'old' }).where(eq(legalResources.id, 'court-ohnb'));
    await db.update(legalResources).set({ seedSha256: 'old' }).where(eq(legalResources.id, 'court-mtb'));
    await db.delete(legalResources).where(eq(legalResources.id, 'national-aba-free-legal-answers'));
    const nextStart = createResourcesService({
      repository: createResourcesRepository(db),
      clock: () => now,
      inTransaction: transactionScope(db, (tx) => ({ repository: createResourcesRepository(tx), audit: createAuditLog(tx) })),
    });
    const rows = await nextStart.list();
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get('court-ohnb')!.name).toBe('U.S. Bankruptcy Court for the Northern District of Ohio');
    expect(byId.get('national-aba-free-legal-answers')).toBeDefined();
    // Marked verified by an admin above: the data file's older date does not come back.
    expect(byId.get('court-mtb')!.lastVerified).toBe('2026-11-25');
    expect(byId.get('legal-aid-mt-montana-legal-services-association')!.retiredAt).toBeNull();
  });
});

// Two instances on one PostgreSQL database: a change through one is used by the other at once.
describe.runIf(testDriver() === 'postgres')('a resource changed on one instance', () => {
  let instances: TwoInstances;
  beforeAll(async () => {
    instances = await createTwoInstances({ ADMIN_EMAILS: 'ada@example.com' });
    await instances.a.ready();
    await instances.b.ready();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('is matched at once by the other instance, though it had the rows in memory', async () => {
    const freeHelp = async () => ((await instances.a.inject({ method: 'GET', url: '/api/free-legal-help?zipCode=59601' })).json() as MatchResourcesResponse).resources.map((r) => r.id);
    expect(await freeHelp()).toContain('legal-aid-mt-montana-legal-services-association');
    const browser = new TestBrowser(instances.b);
    await signUp(browser, { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', password: 'password for ada' });
    const res = await browser.request('POST', '/api/admin/legal-resources/legal-aid-mt-montana-legal-services-association/retire');
    expect(res.statusCode).toBe(200);
    await expect.poll(freeHelp, { timeout: 5000 }).not.toContain('legal-aid-mt-montana-legal-services-association');
  });
});
