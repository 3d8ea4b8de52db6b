import { describe, expect, it } from 'vitest';
import { SEED_RESOURCES } from './seed-resources.ts';

// Resource cards print `source` to people: a public source by name and date, never how a row was gathered.
const INTERNAL = [/github/i, /\.csv\b/i, /\.ya?ml\b/i, /\/work\/|\/home\/|\/Users\//, /\bcorrected:/i, /artifacts\//, /@[0-9a-f]{7,}/, /->/, /public repositories/i];

describe('the sources resource cards show', () => {
  it('name public sources only', () => {
    expect(SEED_RESOURCES.length).toBeGreaterThan(100);
    const leaks = SEED_RESOURCES.filter((record) => INTERNAL.some((pattern) => pattern.test(record.source))).map((record) => `${record.id}: ${record.source}`);
    expect(leaks).toEqual([]);
  });
});
