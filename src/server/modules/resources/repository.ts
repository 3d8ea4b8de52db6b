import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { legalResources } from '../../db/schema/index.ts';
import type { ResourceRecord } from './data/types.ts';

export type StoredResource = ResourceRecord & { retiredAt: Date | null; editedAt: Date | null; seedSha256: string | null };

const toRecord = (row: typeof legalResources.$inferSelect): StoredResource => ({
  id: row.id,
  kind: row.kind as ResourceRecord['kind'],
  name: row.name,
  organization: row.organization,
  state: row.state,
  coverage: row.coverage as ResourceRecord['coverage'],
  coverageNote: row.coverageNote,
  courtCode: row.courtCode,
  address: row.address,
  locationZip: row.locationZip,
  latitude: row.latitude,
  longitude: row.longitude,
  phone: row.phone,
  email: row.email,
  website: row.website,
  selfHelpPage: row.selfHelpPage,
  serviceType: row.serviceType as ResourceRecord['serviceType'],
  purpose: row.purpose as ResourceRecord['purpose'],
  cost: row.cost as ResourceRecord['cost'],
  availability: row.availability as ResourceRecord['availability'],
  specialties: row.specialties,
  source: row.source,
  sourceUrl: row.sourceUrl,
  lastVerified: row.lastVerified,
  retiredAt: row.retiredAt,
  editedAt: row.editedAt,
  seedSha256: row.seedSha256,
});

export function createResourcesRepository(db: Database) {
  return {
    async listAll(): Promise<StoredResource[]> {
      return (await db.select().from(legalResources).orderBy(asc(legalResources.state), asc(legalResources.name))).map(toRecord);
    },

    async listActive(): Promise<StoredResource[]> {
      return (await db.select().from(legalResources).where(isNull(legalResources.retiredAt))).map(toRecord);
    },

    async find(id: string): Promise<StoredResource | null> {
      const [row] = await db.select().from(legalResources).where(eq(legalResources.id, id));
      return row ? toRecord(row) : null;
    },

    /** Data file rows not stored yet, in one statement (the first start loads them all). */
    async insertSeedRows(rows: ReadonlyArray<{ record: ResourceRecord; sha256: string }>, now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(legalResources)
        .values(rows.map(({ record, sha256 }) => ({ ...record, seedSha256: sha256, createdAt: now, updatedAt: now })))
        .onConflictDoNothing();
    },

    /**
     * A data file row: inserted when new; otherwise written over the stored row only while no admin
     * has changed it and its content differs. True when anything changed.
     */
    async loadSeedRow(record: ResourceRecord, sha256: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(legalResources)
        .values({ ...record, seedSha256: sha256, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: legalResources.id });
      if (inserted.length > 0) return true;
      const updated = await db
        .update(legalResources)
        .set({ ...record, seedSha256: sha256, updatedAt: now })
        .where(and(eq(legalResources.id, record.id), isNull(legalResources.editedAt), or(isNull(legalResources.seedSha256), ne(legalResources.seedSha256, sha256))))
        .returning({ id: legalResources.id });
      return updated.length > 0;
    },

    /** id → the data file content last loaded into it, for rows no admin has changed. */
    async seedState(): Promise<Map<string, string | null>> {
      const rows = await db.select({ id: legalResources.id, seedSha256: legalResources.seedSha256, editedAt: legalResources.editedAt }).from(legalResources);
      return new Map(rows.map((r) => [r.id, r.editedAt ? 'edited' : r.seedSha256]));
    },

    async insert(record: ResourceRecord, now: Date): Promise<void> {
      await db.insert(legalResources).values({ ...record, seedSha256: null, editedAt: now, createdAt: now, updatedAt: now });
    },

    async update(id: string, changes: Partial<ResourceRecord> & { retiredAt?: Date | null }, now: Date): Promise<boolean> {
      const rows = await db
        .update(legalResources)
        .set({ ...changes, editedAt: now, updatedAt: now })
        .where(eq(legalResources.id, id))
        .returning({ id: legalResources.id });
      return rows.length > 0;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(legalResources);
      return row?.n ?? 0;
    },
  };
}

export type ResourcesRepository = ReturnType<typeof createResourcesRepository>;
