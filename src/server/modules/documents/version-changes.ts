/**
 * Versions of a case file kept compact: each version stores only the sections it changed, and the
 * oldest kept version stores every section (the base). An earlier case file is the base with each
 * later version's changes laid over it, in order. A section taken away is stored as null (a
 * section's value is always an object, never null).
 */
import { isDeepStrictEqual } from 'node:util';

export type CaseFileJson = Record<string, unknown>;

/** The sections of `after` that differ from `before`, and null for each section `after` no longer has. */
export function changedSections(before: CaseFileJson, after: CaseFileJson): CaseFileJson {
  const changes: CaseFileJson = {};
  for (const section of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!(section in after)) changes[section] = null;
    else if (!isDeepStrictEqual(before[section], after[section])) changes[section] = after[section];
  }
  return changes;
}

/** The case file of the newest of `changesOldestFirst`: the first is the base, each next one laid over it. */
export function foldVersions(changesOldestFirst: readonly CaseFileJson[]): CaseFileJson {
  const caseFile: CaseFileJson = {};
  for (const changes of changesOldestFirst) {
    for (const [section, value] of Object.entries(changes)) {
      if (value === null) delete caseFile[section];
      else caseFile[section] = value;
    }
  }
  return caseFile;
}
