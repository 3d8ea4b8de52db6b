import { describe, expect, it } from 'vitest';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import { FORM_106G } from './definition.ts';

describe('Schedule G values (fixture household)', () => {
  it('lists the car lease as 2.1 with the lessor’s address and what it is for', () => {
    const caseFile = fixtureCaseFile();
    const values = FORM_106G.values(caseFile, contextFor(caseFile));
    expect(values['1']).toEqual(['yes']);
    expect(values['2']).toEqual([
      { cells: { entry: '2.1', party: 'Metro Auto Leasing\n75 Sample Boulevard\nKing of Prussia, PA 19406', what: 'Lease of a 2024 Honda Civic, 36 months, ends 2027-06-30' } },
    ]);
  });

  it('answers No without contracts or leases', () => {
    const caseFile = fixtureCaseFile((input) => {
      input.contracts!.contracts = [];
    });
    expect(FORM_106G.values(caseFile, contextFor(caseFile))).toEqual({ '1': ['no'], '2': [] });
  });
});
