import { describe, expect, it } from 'vitest';
import { mergeSituation, readSituation, withoutUsed, type SituationFacts } from './situation.ts';

describe('a situation told in the person’s own words', () => {
  const cases: Array<[string, SituationFacts]> = [
    ['I make 1,400 every two weeks and my husband gets 2,000 a month from disability', { monthlyIncomeCents: 503_333, householdSize: 2, spouse: true }],
    ['We are 5 people living in New York', { householdSize: 5, state: { code: 'NY', name: 'New York' } }],
    ['I am in CA, 60k salary', { monthlyIncomeCents: 500_000, state: { code: 'CA', name: 'California' } }],
    ['OK so I live in Indiana with my girlfriend and her 2 kids', { householdSize: 4, state: { code: 'IN', name: 'Indiana' } }],
    ['My house is worth about 300 grand and I still owe 210k, I am 3 months behind', { home: { owns: true, valueCents: 30_000_000, owedCents: 21_000_000 } }],
    ['I owe 8k on my car loan, the car is worth maybe 5k', { car: { owns: true, owedCents: 800_000, valueCents: 500_000 } }],
    ['about 12k in payday loans and 4k in back taxes to the IRS', { debts: { personalLoans: 1_200_000, taxes: 400_000 } }],
    ['Me and my wife, no kids, Florida, we bring in about 6,500 a month together', { monthlyIncomeCents: 650_000, householdSize: 2, state: { code: 'FL', name: 'Florida' }, spouse: true }],
    ['I owe 2000 in credit cards since 2019', { debts: { creditCards: 200_000 } }],
    ['My rent is $1,500 and I spend about 3,000 a month total', { monthlyExpensesCents: 300_000 }],
    ['my car is paid off and worth 7k', { car: { owns: true, valueCents: 700_000, owedCents: 0 } }],
    ['We rent and have no car', { home: { owns: false }, car: { owns: false } }],
    // Earlier cases are read by history.ts, with their chapter, date and result.
    ['I filed for bankruptcy in 2019', {}],
    ['me, my wife and my son', { householdSize: 3, spouse: true }],
    ['I live with my wife and kid', { householdSize: 3, spouse: true }],
    ['a 2012 Honda worth about 4000, it’s paid off', { car: { owns: true, valueCents: 400_000, owedCents: 0 } }],
    ['I make 4,000 a month and about 600 a month in taxes comes out of my check', { monthlyIncomeCents: 400_000, monthlyTaxesCents: 60_000 }],
    ['Nobody is suing me', { noCollectionTrouble: true }],
    ['OK', {}],
    ['Hi, I am so stressed about money', {}],
  ];

  it.each(cases)('reads %j', (message, facts) => {
    expect(readSituation(message).facts).toEqual(facts);
  });

  it('leaves a bare amount to the question being asked, and says which words it used', () => {
    const message = 'About 3200 a month, 3 people in Ohio';
    const reading = readSituation(message);
    expect(reading.facts).toEqual({ householdSize: 3, state: { code: 'OH', name: 'Ohio' } });
    expect(withoutUsed(message, reading.used).replace(/\s+/g, ' ').trim()).toBe('About 3200 a month, in');
  });

  it('puts a correction in place of what was known, and keeps the rest', () => {
    const known = { householdSize: 4, stateCode: 'OH', debts: { creditCards: 4_500_000, medical: 300_000 }, car: { owns: true, valueCents: 900_000 } };
    expect(mergeSituation(known, readSituation('actually it’s 3 people and the credit cards are 40k').facts)).toEqual({
      ...known,
      householdSize: 3,
      debts: { creditCards: 4_000_000, medical: 300_000 },
    });
    expect(mergeSituation(known, readSituation('I sold the car, no car now').facts).car).toEqual({ owns: false });
  });
});
