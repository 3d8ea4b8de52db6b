import { describe, expect, it } from 'vitest';
import { contextFor, fixtureCaseFile } from '../test-support.ts';
import { FORM_106H } from './definition.ts';

describe('Schedule H values (fixture household)', () => {
  it('the brother who co-signed the car loan, pointing at Schedule D line 2.2 (Keystone is 2.1)', () => {
    const caseFile = fixtureCaseFile();
    const values = FORM_106H.values(caseFile, contextFor(caseFile));
    expect(values['1']).toEqual(['yes']);
    expect(values['2']).toEqual(['no']);
    expect(values['3']).toEqual([
      { cells: { entry: '3.1', codebtor: 'Thomas Carter\n45 Oak Court\nReading, PA 19601', creditor: 'Liberty Auto Finance: Schedule D, line 2.2' } },
    ]);
  });

  it('names the community property state and the spouse when asked', () => {
    const caseFile = fixtureCaseFile((input) => {
      input.codebtors!.communityProperty = { livedInCommunityPropertyState: true, state: 'TX', spouseOrFormerSpouse: 'Ana Ruiz' };
    });
    const values = FORM_106H.values(caseFile, contextFor(caseFile));
    expect([values['2'], values['2-state'], values['2-spouse']]).toEqual([['yes'], 'Texas', 'Ana Ruiz']);
  });
});
