import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '#shared/errors.ts';
import type { LegalResourceAdminRow, LegalResourceInput, MatchResourcesRequest, MatchResourcesResponse } from '#shared/contracts/resources.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import { SEED_RESOURCES } from './data/seed-resources.ts';
import type { ResourceRecord } from './data/types.ts';
import { matchResources } from './match-resources.ts';
import type { ResourcesRepository, StoredResource } from './repository.ts';
import { placeOfZip, zipCoordinatesLookup, ZIP_PLACE_ATTRIBUTION } from './zip-place.ts';

/** How many free options the home page's panel shows. */
const NEAREST_FREE_OPTIONS = 5;

const sha256 = (record: ResourceRecord) => createHash('sha256').update(JSON.stringify(record)).digest('hex');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 50);

function toAdminRow(row: StoredResource): LegalResourceAdminRow {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    organization: row.organization,
    state: row.state,
    coverage: row.coverage,
    coverageNote: row.coverageNote,
    address: row.address,
    locationZip: row.locationZip,
    phone: row.phone,
    email: row.email,
    website: row.website,
    serviceType: row.serviceType,
    purpose: row.purpose,
    cost: row.cost,
    availability: row.availability,
    specialties: row.specialties,
    source: row.source,
    sourceUrl: row.sourceUrl,
    lastVerified: row.lastVerified,
    fromDataFiles: row.seedSha256 !== null,
    editedAt: row.editedAt?.toISOString() ?? null,
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

const NOT_FOUND = 'That resource does not exist.';

export function createResourcesService(deps: {
  repository: ResourcesRepository;
  clock: () => Date;
  inTransaction: InTransaction<{ repository: ResourcesRepository; audit: AuditLog }>;
}) {
  const { repository, clock, inTransaction } = deps;

  let synced: Promise<void> | null = null;
  /**
   * Loads the data files into the table: new rows inserted, rows no admin changed brought up to
   * date, rows an admin changed (or added, or retired) left alone. Once per process; a failure is
   * tried again on the next read.
   */
  function syncDataFiles(): Promise<void> {
    synced ??= (async () => {
      const state = await repository.seedState();
      const now = clock();
      const rows = SEED_RESOURCES.map((record) => ({ record, sha256: sha256(record) }));
      await repository.insertSeedRows(rows.filter(({ record }) => !state.has(record.id)), now);
      for (const { record, sha256: hash } of rows) {
        const stored = state.get(record.id);
        if (stored === undefined || stored === hash || stored === 'edited') continue;
        await repository.loadSeedRow(record, hash, now);
      }
    })().catch((error: unknown) => {
      synced = null;
      throw error;
    });
    return synced;
  }

  // The active rows as last read: matching reads memory, not the database. Dropped on every admin
  // change here, and when another instance announces one (see app.ts).
  let active: Promise<readonly StoredResource[]> | null = null;
  function activeResources(): Promise<readonly StoredResource[]> {
    if (!active) {
      const read = syncDataFiles().then(() => repository.listActive());
      active = read;
      read.catch(() => {
        if (active === read) active = null;
      });
    }
    return active;
  }
  const invalidate = () => {
    active = null;
  };

  async function location(input: LegalResourceInput): Promise<Pick<ResourceRecord, 'locationZip' | 'latitude' | 'longitude'>> {
    if (!input.locationZip) return { locationZip: null, latitude: null, longitude: null };
    try {
      const place = await placeOfZip(input.locationZip);
      return { locationZip: input.locationZip, latitude: place.latitude, longitude: place.longitude };
    } catch {
      const message = 'No place has that ZIP code: check the location ZIP code.';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'locationZip', message }]);
    }
  }

  function checkDate(day: string): void {
    if (day > clock().toISOString().slice(0, 10)) {
      const message = 'The date it was last checked cannot be in the future.';
      throw new AppError('VALIDATION_FAILED', message, [{ path: 'lastVerified', message }]);
    }
  }

  async function change(actorId: string, id: string, action: string, work: (row: StoredResource, tx: ResourcesRepository) => Promise<Record<string, unknown>>): Promise<LegalResourceAdminRow> {
    const updated = await inTransaction(async ({ repository: tx, audit }) => {
      const row = await tx.find(id);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      const details = await work(row, tx);
      await audit.record({ actorId, action, targetType: 'legal_resource', targetId: id, details: { name: row.name, ...details } });
      return (await tx.find(id))!;
    });
    invalidate();
    return toAdminRow(updated);
  }

  return {
    /** Reads the table at start (loading the data files into it), so the first match is quick. */
    warm: () => activeResources().then(() => undefined),
    invalidate,

    /** Premium matching: every resource for the place, scored for the person's case and income. */
    async match(request: MatchResourcesRequest): Promise<MatchResourcesResponse> {
      const place = await placeOfZip(request.zipCode);
      const resources = matchResources(request, place, clock(), await activeResources(), await zipCoordinatesLookup());
      return { place, resources, placeDataAttribution: ZIP_PLACE_ATTRIBUTION };
    },

    /** The public home panel: the free options that fit a place best, for anyone, with no sign-in. */
    async nearestFreeOptions(zipCode: string): Promise<MatchResourcesResponse> {
      const place = await placeOfZip(zipCode);
      const all = matchResources({ zipCode, caseType: 'general', incomeLevel: 'low', householdSize: 1 }, place, clock(), await activeResources(), await zipCoordinatesLookup());
      const free = all.filter((r) => r.serviceType === 'pro_bono');
      return { place, resources: free.slice(0, NEAREST_FREE_OPTIONS), placeDataAttribution: ZIP_PLACE_ATTRIBUTION };
    },

    async list(): Promise<LegalResourceAdminRow[]> {
      await syncDataFiles();
      return (await repository.listAll()).map(toAdminRow);
    },

    async create(actorId: string, input: LegalResourceInput): Promise<LegalResourceAdminRow> {
      if (input.kind === 'court') throw new AppError('VALIDATION_FAILED', 'Courts come from the court data: edit one instead of adding it.', [{ path: 'kind', message: 'Courts come from the court data: edit one instead of adding it.' }]);
      checkDate(input.lastVerified);
      const id = `admin-${(input.state ?? 'us').toLowerCase()}-${slug(input.name)}-${randomBytes(3).toString('hex')}`;
      const record: ResourceRecord = { ...input, ...(await location(input)), id, courtCode: null, selfHelpPage: null };
      await syncDataFiles();
      const created = await inTransaction(async ({ repository: tx, audit }) => {
        await tx.insert(record, clock());
        await audit.record({ actorId, action: 'legal_resource.create', targetType: 'legal_resource', targetId: id, details: { name: input.name, state: input.state, sourceUrl: input.sourceUrl } });
        return (await tx.find(id))!;
      });
      invalidate();
      return toAdminRow(created);
    },

    async update(actorId: string, id: string, input: LegalResourceInput): Promise<LegalResourceAdminRow> {
      checkDate(input.lastVerified);
      const place = await location(input);
      return change(actorId, id, 'legal_resource.update', async (row, tx) => {
        if (row.kind === 'court' || input.kind === 'court') {
          if (input.kind !== row.kind || input.state !== row.state || input.coverage !== row.coverage) {
            const message = 'A court’s kind, state and area come from the court data and cannot be changed.';
            throw new AppError('VALIDATION_FAILED', message, [{ path: 'kind', message }]);
          }
        }
        const next = { ...input, ...place };
        const changed = (Object.keys(next) as Array<keyof typeof next>).filter((key) => JSON.stringify(next[key]) !== JSON.stringify(row[key]));
        await tx.update(id, next, clock());
        return { changed };
      });
    },

    retire: (actorId: string, id: string) => change(actorId, id, 'legal_resource.retire', async (_row, tx) => (await tx.update(id, { retiredAt: clock() }, clock()), {})),
    restore: (actorId: string, id: string) => change(actorId, id, 'legal_resource.restore', async (_row, tx) => (await tx.update(id, { retiredAt: null }, clock()), {})),
    markVerified: (actorId: string, id: string) =>
      change(actorId, id, 'legal_resource.verify', async (row, tx) => {
        const today = clock().toISOString().slice(0, 10);
        await tx.update(id, { lastVerified: today }, clock());
        return { from: row.lastVerified, to: today };
      }),
  };
}
export type ResourcesService = ReturnType<typeof createResourcesService>;
