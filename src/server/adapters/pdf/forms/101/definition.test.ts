import { describe, expect, it } from 'vitest';
import { fixtureContext, jointCouple } from '../fixture.ts';
import { FORM_101 } from './definition.ts';

describe('Form 101 values (joint-couple fixture)', () => {
  const values = FORM_101.values(jointCouple(), fixtureContext());

  it('identifies both debtors with the last 4 digits of their numbers only', () => {
    expect(values['1']).toBe('About Debtor 1: Daniel James Carter\nAbout Debtor 2 (Spouse Only in a Joint Case): Maria Elena Carter');
    expect(values['2']).toBe('About Debtor 1: None\nAbout Debtor 2 (Spouse Only in a Joint Case): Maria Elena Lopez');
    expect(values['3']).toBe('About Debtor 1: xxx – xx – 1111\nAbout Debtor 2 (Spouse Only in a Joint Case): xxx – xx – 2222');
    expect(values['5']).toBe('About Debtor 1: 120 Maple Street, Norristown, PA 19401, Montgomery County');
    expect(values['6']).toEqual(['debtor:180days', 'spouse:180days']);
  });

  it('answers the case questions from the filing section', () => {
    expect(values['7']).toEqual(['7']);
    expect(values['8']).toEqual(['full']);
    expect(values['9']).toEqual(['no']);
    expect(values['11']).toEqual(['no']); // they own the home they live in
    expect(values['13']).toEqual(['notChapter11']);
    expect(values['15']).toEqual(['debtor:receivedWithCertificate']);
    expect(values['15spouse']).toEqual(['spouse:receivedWithCertificate']);
  });

  it('answers line 12 (a sole proprietorship) and line 14 (property needing attention), which were left blank before (issue 37)', () => {
    expect([values['12'], values['14']]).toEqual([['no'], ['no']]);
    expect(values['12business']).toBeUndefined();
    const caseFile = jointCouple();
    const filing = {
      ...caseFile.filing!,
      soleProprietor: true,
      soleProprietorship: { name: 'Carter Landscaping', location: '120 Maple Street, Norristown, PA 19401', kind: 'none' as const },
      hazardousProperty: true,
      hazardousPropertyDetails: 'A shed roof about to fall, at 120 Maple Street, Norristown, PA',
    };
    const changed = FORM_101.values({ ...caseFile, filing }, fixtureContext());
    expect([changed['12'], changed['12kind'], changed['14']]).toEqual([['yes'], ['none'], ['yes']]);
    expect(changed['12business']).toBe('Carter Landscaping\n120 Maple Street, Norristown, PA 19401');
    expect(changed['14details']).toBe('A shed roof about to fall, at 120 Maple Street, Norristown, PA');
  });

  it('checks no line 15 box for a course not taken yet: the form has no such answer, and none may be printed as taken', () => {
    const caseFile = jointCouple();
    const creditCounseling = { debtor: { status: 'notYet' as const }, spouse: { status: 'receivedNoCertificate' as const, completedOn: '2026-11-20' } };
    const changed = FORM_101.values({ ...caseFile, filing: { ...caseFile.filing, creditCounseling } }, fixtureContext());
    expect(changed['15']).toEqual([]);
    expect(changed['15spouse']).toEqual(['spouse:receivedNoCertificate']);
  });

  it('estimates debts, creditors, assets and liabilities', () => {
    expect(values['16a']).toEqual(['yes']);
    expect(values['17']).toEqual(['yes']);
    expect(values['17funds']).toEqual(['no']); // every dollar of equity is claimed exempt
    expect(values['18']).toEqual(['1-49']); // 6 creditors
    expect(values['19']).toEqual(['$100,001-$500,000']); // $313,000
    expect(values['20']).toEqual(['$100,001-$500,000']); // $231,000
  });

  it('leaves unknown answers blank instead of guessing', () => {
    for (const line of ['4', '11eviction', 'awareSerious', 'preparer']) expect(values[line]).toBeUndefined();
  });

  it('answers line 10 from the pending cases the interview asks: none for the couple, else each case', () => {
    expect(values['10']).toEqual(['no']);
    const caseFile = jointCouple();
    const pendingCases = [{ id: 'pc1', debtor: 'Carter Landscaping LLC', relationship: 'Affiliate', district: 'Eastern District of Pennsylvania', filedOn: '2026-10-01', caseNumber: '26-11111' }];
    const changed = FORM_101.values({ ...caseFile, history: { ...caseFile.history, pendingCases } }, fixtureContext());
    expect(changed['10']).toEqual(['yes']);
    expect(changed['10.cases']).toEqual([
      { cells: { district: 'Eastern District of Pennsylvania', when: '10/01/2026', caseNumber: '26-11111' }, details: ['Debtor: Carter Landscaping LLC', 'Relationship to you: Affiliate'] },
    ]);
  });

  it('lists an earlier case of the last 8 years on line 9 and expects funds when equity is not exempt', () => {
    const caseFile = jointCouple();
    const claims = caseFile.exemptions.claims.filter((c) => c.id !== 'e-jewelry');
    const changed = FORM_101.values(
      { ...caseFile, history: { ...caseFile.history, priorCases: [{ chapter: 7, filingDate: '2019-03-04', result: 'discharged' }] }, exemptions: { ...caseFile.exemptions, claims } },
      fixtureContext(),
    );
    expect(changed['9']).toEqual(['yes']);
    expect(changed['9.cases']).toEqual([{ cells: { district: '', when: '03/04/2019', caseNumber: '' }, details: ['Chapter 7'] }]);
    expect(changed['17funds']).toEqual(['yes']);
  });
});
