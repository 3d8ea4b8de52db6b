import { describe, expect, it } from 'vitest';
import { fixtureContext, jointCouple } from '../fixture.ts';
import { FORM_107 } from './definition.ts';

describe('Form 107 line 9 (lawsuits)', () => {
  const caseFile = jointCouple();
  const collection = { ...caseFile.history.collection, lawsuit: 'filed' as const };

  it('prints the case number of a lawsuit the person listed', () => {
    const entry = { id: 'fa-9-a', name: 'Montgomery County Court of Common Pleas', dates: 'March 2026', caseNumber: '2026-CV-01234', description: 'Collection suit by Summit Credit Card Company, pending' };
    const answers = { ...caseFile.financialAffairs!.answers, '9': { answer: true, entries: [entry] } };
    const values = FORM_107.values({ ...caseFile, history: { ...caseFile.history, collection }, financialAffairs: { answers } }, fixtureContext());
    expect(values['9']).toEqual(['yes']);
    expect(values['9-entries']).toEqual([{ cells: { who: entry.name, dates: 'March 2026', amount: null, details: `Case number: 2026-CV-01234\n${entry.description}` } }]);
  });

  it('answers Yes for a lawsuit the history section knows of, and prints no reminder text into the form', () => {
    const values = FORM_107.values({ ...caseFile, history: { ...caseFile.history, collection: { ...collection, repossession: 'taken' } } }, fixtureContext());
    expect(values['9']).toEqual(['yes']);
    expect(values['9-entries']).toEqual([]);
    expect(values['10']).toEqual(['yes']);
    expect(JSON.stringify(values)).not.toMatch(/\(add the/);
  });

  it('draws a draft preview from Form 107’s answers alone, before the household, debts and history are saved', () => {
    const entry = { id: 'fa-9-a', caseNumber: '2026-DC-004512' };
    const draft = { financialAffairs: { answers: { '9': { answer: true, entries: [entry] } } } } as unknown as Parameters<typeof FORM_107.values>[0];
    const values = FORM_107.values(draft, fixtureContext());
    expect(values['9-entries']).toEqual([{ cells: { who: '', dates: '', amount: null, details: 'Case number: 2026-DC-004512' } }]);
    expect(values['1']).toBeUndefined();
    expect(values['6']).toEqual([]);
  });
});
