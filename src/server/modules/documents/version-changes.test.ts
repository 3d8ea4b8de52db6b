import { describe, expect, it } from 'vitest';
import { changedSections, foldVersions } from './version-changes.ts';

describe('compact versions of a case file', () => {
  it('keeps only the sections that differ, with null for a section taken away', () => {
    const before = { filing: { chapter: 7 }, debts: { debts: [{ amount: 100 }] }, history: { priorCases: [] } };
    const after = { filing: { chapter: 7 }, debts: { debts: [{ amount: 250 }] }, income: { wages: 1 } };
    expect(changedSections(before, after)).toEqual({ debts: { debts: [{ amount: 250 }] }, history: null, income: { wages: 1 } });
    expect(changedSections(after, after)).toEqual({});
    // Key order does not make a section look changed (jsonb reorders keys).
    expect(changedSections({ filing: { a: 1, b: 2 } }, { filing: { b: 2, a: 1 } })).toEqual({});
  });

  it('gives back every version exactly by laying the changes over the base in order', () => {
    const versions = [
      { filing: { chapter: 7 } },
      { filing: { chapter: 7 }, debtors: { debtor: { name: 'A' } } },
      { filing: { chapter: 13 }, debtors: { debtor: { name: 'A' } } },
      { filing: { chapter: 7 } },
      { filing: { chapter: 7 }, debtors: { debtor: { name: 'B' } }, debts: { debts: [] } },
    ];
    const stored = versions.map((caseFile, i) => (i === 0 ? caseFile : changedSections(versions[i - 1]!, caseFile)));
    versions.forEach((caseFile, i) => expect(foldVersions(stored.slice(0, i + 1))).toEqual(caseFile));
    expect(stored[3]).toEqual({ filing: { chapter: 7 }, debtors: null });
  });
});
