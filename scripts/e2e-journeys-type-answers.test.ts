// Browser journeys type what a person types (issue 37: most sections went through the API, so the
// interview's broken Add buttons passed CI). Only tests/e2e/support/earlier-journeys.ts may send
// interview answers through the API, each section marked with the journey that types it on the
// pages; a section no journey types yet is listed below, and the list may only shrink.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const E2E = join(import.meta.dirname, '..', 'tests', 'e2e');
const HELPER = join(E2E, 'support', 'earlier-journeys.ts');
/** Sections seeded for later journeys though no journey types them through the pages yet. */
const NOT_YET_TYPED_IN_A_JOURNEY = ['debts', 'codebtors', 'contracts', 'income'];

const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []));
/** An interview section's save or draft address (`/api/documents/${id}/sections/…`), however it is written. */
const SECTION_WRITE = /\/sections\/|['"`]sections['"`]|section-drafts/;

describe('browser journeys type the interview’s answers', () => {
  it('no journey sends a section through the API but the earlier-journey helper', () => {
    const offenders = filesUnder(E2E)
      .filter((file) => file !== HELPER)
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').flatMap((line, at) => (SECTION_WRITE.test(line) ? [`${relative(E2E, file)}:${at + 1}`] : [])));
    expect(offenders).toEqual([]);
  });

  it('the helper names, for each section, a journey that exists; the sections no journey types yet are known', () => {
    const helper = readFileSync(HELPER, 'utf8');
    const entries = [...helper.matchAll(/^\s+(\w+): (null|'([\w-]+\.spec\.ts)'),$/gm)].map((match) => ({ section: match[1]!, journey: match[3] }));
    expect(entries.length).toBeGreaterThan(10);
    for (const { journey } of entries) if (journey) expect(existsSync(join(E2E, journey)), journey).toBe(true);
    expect(entries.filter((entry) => !entry.journey).map((entry) => entry.section)).toEqual(NOT_YET_TYPED_IN_A_JOURNEY);
  });

  it('the guard finds a section written through the API in a journey', () => {
    expect(SECTION_WRITE.test("await page.request.put(`/api/documents/${id}/sections/${section}`, { data })")).toBe(true);
    expect(SECTION_WRITE.test("await page.getByRole('button', { name: 'Continue' }).click();")).toBe(false);
  });
});
