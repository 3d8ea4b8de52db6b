import { describe, expect, it } from 'vitest';
import { householdDraftSchema, householdSchema, householdSectionSchemas, isoDateSchema, missingHouseholdSections } from './household.ts';
import { sampleHousehold } from './sample-household.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('householdSchema', () => {
  it('accepts the sample household and fills the defaults', () => {
    const parsed = householdSchema.parse(sampleHousehold({ about: { membersAged65OrOver: undefined } }));
    expect(parsed.about.membersAged65OrOver).toBe(0);
    expect(parsed.about.stateCode).toBe('OH');
  });

  it('normalizes the state code and refuses an unknown one with the message people see', () => {
    expect(householdSchema.parse(sampleHousehold({ about: { stateCode: ' oh ' } })).about.stateCode).toBe('OH');
    expect(messages(householdSchema.safeParse(sampleHousehold({ about: { stateCode: 'ZZ' } })))).toEqual(['about.stateCode: Choose your state from the list']);
  });

  it('asks for a spouse and a household that counts both adults when married', () => {
    const result = householdSchema.safeParse(sampleHousehold({ about: { maritalStatus: 'married-filing-jointly', householdSize: 1 } }));
    expect(messages(result)).toEqual([
      'about.householdSize: Count yourself and your spouse in your household size',
      'about.people.spouse: Tell us about your spouse',
    ]);
  });

  it('does not count a spouse who lives apart in the household', () => {
    expect(householdSchema.safeParse(sampleHousehold({ about: { maritalStatus: 'married-living-apart', householdSize: 1 } })).success).toBe(true);
    expect(messages(householdSchema.safeParse(sampleHousehold({ about: { maritalStatus: 'married-same-household', householdSize: 1 } })))).toEqual([
      'about.householdSize: Count yourself and your spouse in your household size',
      'about.people.spouse: Tell us about your spouse',
    ]);
  });

  it('refuses fields it does not know (strict), so typos do not vanish silently', () => {
    const household = { ...sampleHousehold(), extra: 1 };
    expect(householdSchema.safeParse(household).success).toBe(false);
    const income = { debtor: { salary: { entry: 'total', sixMonthTotal: 1 } }, expectedToContinue: true };
    expect(householdSectionSchemas.income.safeParse(income).success).toBe(false);
  });

  it('says what is wrong with money, dates and choices', () => {
    const result = householdSchema.safeParse(
      sampleHousehold({
        debts: { otherUnsecured: -1, studentLoans: 12.5 },
        collection: { foreclosure: { noticeReceived: true, saleDate: '2026-02-30' }, repossession: 'maybe' as never },
        history: { priorCases: [{ chapter: 9 as never, filingDate: '2020-01-01', result: 'dismissed', endDate: '2019-12-01' }] },
      }),
    );
    expect(messages(result)).toEqual([
      'debts.studentLoans: Amounts are stored in whole cents',
      'debts.otherUnsecured: The amount cannot be less than $0',
      'collection.foreclosure.saleDate: Enter a real date as MM/DD/YYYY, like 03/14/2026',
      'collection.repossession: Choose where things stand with your vehicle loan',
      'history.priorCases.0.chapter: Choose the chapter of the earlier case',
    ]);
  });

  it('checks that an earlier case ends after it began', () => {
    const result = householdSchema.safeParse(
      sampleHousehold({ history: { priorCases: [{ chapter: 7, filingDate: '2020-01-01', result: 'dismissed', endDate: '2019-12-01' }] } }),
    );
    expect(messages(result)).toEqual(['history.priorCases.0.endDate: The case cannot end before it was filed']);
  });

  it('asks for each of the six months when income is entered by month', () => {
    const result = householdSectionSchemas.income.safeParse({ debtor: { wages: { entry: 'monthly', months: [1, 2, 3] } }, expectedToContinue: true });
    expect(messages(result)).toEqual(['debtor.wages.months: Enter an amount for each of the 6 months (0 if none)']);
  });
});

describe('isoDateSchema', () => {
  it('takes real days only', () => {
    expect(isoDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(isoDateSchema.safeParse('2026-02-29').error?.issues[0]?.message).toBe('Enter a real date as MM/DD/YYYY, like 03/14/2026');
    expect(isoDateSchema.safeParse('02/30/2026').error?.issues[0]?.message).toBe('Enter a real date as MM/DD/YYYY, like 03/14/2026');
    expect(isoDateSchema.safeParse('last week').error?.issues[0]?.message).toBe('Enter the date as MM/DD/YYYY, like 03/14/2026');
    // Typed the US way, kept as an ISO day.
    expect(isoDateSchema.parse('3/14/2026')).toBe('2026-03-14');
  });
});

describe('householdDraftSchema', () => {
  it('saves one section at a time and lists what is missing', () => {
    const { about } = sampleHousehold();
    const draft = householdDraftSchema.parse({ about });
    expect(missingHouseholdSections(draft)).toEqual(['income', 'expenses', 'debts', 'assets', 'collection', 'history', 'transfers', 'goals']);
    expect(householdDraftSchema.safeParse({ about: { ...about, householdSize: 0 } }).success).toBe(false);
    expect(householdDraftSchema.safeParse({ nonsense: {} }).success).toBe(false);
  });
});
