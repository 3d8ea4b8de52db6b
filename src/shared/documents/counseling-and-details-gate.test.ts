import { describe, expect, it } from 'vitest';
import { caseFileSchema, type CaseFile, type CaseFileDraft } from '../case-file/index.ts';
import { jointCoupleCaseFile } from '../case-file/fixtures/joint-couple.ts';
import { counselingAndDetailsIssues } from './counseling-and-details-gate.ts';

const complete = (): CaseFile => caseFileSchema.parse(jointCoupleCaseFile());
const withCounseling = (debtor: CaseFile['filing']['creditCounseling']['debtor'], spouse = debtor): CaseFileDraft => {
  const caseFile = complete();
  return { ...caseFile, filing: { ...caseFile.filing, creditCounseling: { debtor, spouse } } };
};
const stepsOf = (draft: CaseFileDraft) => counselingAndDetailsIssues(draft, 'chapter7-complete').map((i) => `${i.check} → ${i.step}`);

describe('credit counseling holds back the final package until it is taken within 180 days before filing', () => {
  it('passes the fixture couple (taken on 2026-11-20, filing on 2026-12-15)', () => {
    expect(counselingAndDetailsIssues(complete(), 'chapter7-complete')).toEqual([]);
    expect(counselingAndDetailsIssues(complete(), 'chapter13-complete')).toEqual([]);
  });

  it('“not taken yet” waits, for each person filing, with a link to the counseling question', () => {
    const issues = counselingAndDetailsIssues(withCounseling({ status: 'notYet' }), 'chapter7-complete');
    expect(issues.map((i) => i.step)).toEqual(['filing-fee', 'filing-fee']);
    expect(issues[0]).toMatchObject({ section: 'filing', where: ['101 line 15'] });
    expect(issues[0]!.message).toContain('You have not taken the credit counseling course yet');
    expect(issues[0]!.message).toContain('within the 180 days before you file (11 U.S.C. 109(h))');
    expect(issues[1]!.message).toContain('Your spouse has not taken');
  });

  it('a course taken needs its date, on or before the filing date and no more than 180 days before', () => {
    expect(stepsOf(withCounseling({ status: 'receivedWithCertificate' }, { status: 'receivedWithCertificate', completedOn: '2026-06-17' }))).toEqual([
      'credit-counseling → filing-fee',
      'credit-counseling → filing-fee',
    ]);
    // 180 days before 2026-12-15 is 2026-06-18: still in time; 2026-06-17 is not.
    expect(stepsOf(withCounseling({ status: 'receivedNoCertificate', completedOn: '2026-06-18' }))).toEqual([]);
    expect(counselingAndDetailsIssues(withCounseling({ status: 'receivedNoCertificate', completedOn: '2026-06-17' }), 'chapter7-complete')[0]!.message).toContain('more than 180 days before');
    expect(counselingAndDetailsIssues(withCounseling({ status: 'receivedWithCertificate', completedOn: '2026-12-16' }), 'chapter7-complete')[0]!.message).toContain('after your planned filing date');
  });

  it('asks nothing of a waiver or an exemption, of a spouse not filing, or of a package without Form 101', () => {
    expect(stepsOf(withCounseling({ status: 'requestedTemporaryWaiver' }, { status: 'notRequiredActiveDuty' }))).toEqual([]);
    const single = withCounseling({ status: 'receivedWithCertificate', completedOn: '2026-11-20' }, { status: 'notYet' });
    expect(stepsOf({ ...single, filing: { ...single.filing!, jointFiling: false } })).toEqual([]);
    expect(counselingAndDetailsIssues(withCounseling({ status: 'notYet' }), 'individual-schedules')).toEqual([]);
  });
});

describe('a Form 107 “Yes” holds back the final package until its details are given', () => {
  const withAnswers = (answers: NonNullable<CaseFile['financialAffairs']>['answers'], collection: Partial<CaseFile['history']['collection']> = {}): CaseFileDraft => {
    const caseFile = complete();
    return { ...caseFile, history: { ...caseFile.history, collection: { ...caseFile.history.collection, ...collection } }, financialAffairs: { answers: { ...caseFile.financialAffairs!.answers, ...answers } } };
  };

  it('a “Yes” with no entry, or only blank ones, links to its details page', () => {
    expect(stepsOf(withAnswers({ '9': { answer: true, entries: [] }, '4': { answer: true, entries: [{ id: 'e1', person: 'debtor1', period: 'thisYear' }] } }))).toEqual([
      'form107-yes-without-details → fa-details-4',
      'form107-yes-without-details → fa-details-9',
    ]);
  });

  it('a lawsuit with its court, title or case number passes; a “No” needs nothing', () => {
    expect(stepsOf(withAnswers({ '9': { answer: true, entries: [{ id: 'e1', caseNumber: '2026-CV-01234' }] }, '13': { answer: false, entries: [] } }))).toEqual([]);
  });

  it('a lawsuit the history section knows of needs line 9 answered Yes with its details', () => {
    expect(stepsOf(withAnswers({ '9': { answer: false, entries: [] } }, { lawsuit: 'judgment' }))).toEqual(['form107-yes-without-details → fa-lawsuits']);
    expect(stepsOf(withAnswers({ '9': { answer: true, entries: [] } }, { lawsuit: 'filed' }))).toEqual(['form107-yes-without-details → fa-details-9']);
    expect(stepsOf(withAnswers({}, { repossession: 'taken' }))).toEqual(['form107-yes-without-details → fa-lawsuits']);
  });

  it('runs on a draft whose other sections are not saved yet', () => {
    expect(stepsOf({ financialAffairs: { answers: { '9': { answer: true, entries: [] } } } } as CaseFileDraft)).toEqual(['form107-yes-without-details → fa-details-9']);
  });
});
