/**
 * The legal reference data (../shared/data beside the project, never committed into it), for the
 * tests that check the project's copies against their sources. REFERENCE_DATA_DIR points elsewhere
 * (a git worktree, another checkout). Off CI a machine without the folder skips those tests; on CI
 * (a clean clone with ../shared beside it) they must run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { splitCsvLine } from '../../src/shared/law/median-income-import.ts';

const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export const REFERENCE_DATA_DIR = process.env.REFERENCE_DATA_DIR ?? path.resolve(PROJECT_ROOT, '../shared/data');

/** Whether the reference files can be read here; on CI a missing folder fails the run instead. */
export function canReadReferenceData(...files: string[]): boolean {
  const present = files.every((file) => fs.existsSync(path.join(REFERENCE_DATA_DIR, file)));
  if (process.env.CI && !present) {
    throw new Error(`CI must read the legal reference data: ${files.join(', ')} in ${REFERENCE_DATA_DIR} (../shared/data beside the project, or REFERENCE_DATA_DIR)`);
  }
  return present;
}

export function readReferenceText(file: string): string {
  return fs.readFileSync(path.join(REFERENCE_DATA_DIR, file), 'utf8');
}

/** The reference CSV as rows by column name (the median import's line splitter; no quoted line breaks in these files). */
export function readReferenceCsv(file: string): Record<string, string>[] {
  const [header, ...lines] = readReferenceText(file).trim().split(/\r?\n/);
  const names = splitCsvLine(header!);
  return lines.map((line) => Object.fromEntries(splitCsvLine(line).map((value, i) => [names[i], value])));
}
