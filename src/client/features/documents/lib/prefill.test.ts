import { describe, expect, it } from 'vitest';
import { sectionPrefill, type KnownAnswers } from './prefill.ts';

const account = { firstName: 'Ana', lastName: 'Reyes', email: 'ana@example.com' };
const none: KnownAnswers = { account: null, prefill: {}, calculator: null };

describe('the interview starts from what the person already told us (enter once)', () => {
  it('fills the name and email of the account into “About you”, as typed text, and says where they came from', () => {
    const prefill = sectionPrefill('debtors', { ...none, account })!;
    expect(prefill.values).toMatchObject({ debtor: { name: { first: 'Ana', last: 'Reyes', middle: '' }, email: 'ana@example.com', dateOfBirth: '' } });
    expect(prefill.sources).toEqual([
      { path: 'debtor.name.first', source: 'account' },
      { path: 'debtor.name.last', source: 'account' },
      { path: 'debtor.email', source: 'account' },
    ]);
  });

  it('fills the household from the risk assessment, else the household size given to the means test calculator', () => {
    const fromAssessment = sectionPrefill('household', { ...none, prefill: { household: { householdSize: 3, maritalStatus: 'not-married', membersAged65OrOver: 0 } }, calculator: { stateCode: 'TX', householdSize: 5 } })!;
    expect(fromAssessment.values).toMatchObject({ householdSize: '3', maritalStatus: 'not-married', membersAged65OrOver: '0' });
    expect(fromAssessment.sources.map((s) => s.source)).toEqual(['assessment', 'assessment', 'assessment']);
    const fromCalculator = sectionPrefill('household', { ...none, calculator: { stateCode: 'TX', householdSize: 5 } })!;
    expect(fromCalculator.values).toMatchObject({ householdSize: '5', maritalStatus: '' });
    expect(fromCalculator.sources).toEqual([{ path: 'householdSize', source: 'calculator' }]);
    expect(sectionPrefill('debtors', { ...none, calculator: { stateCode: 'TX', householdSize: 5 } })!.values).toMatchObject({ debtor: { address: { state: 'TX' } } });
  });

  it('fills the six months of income from the risk assessment, as dollars in each month', () => {
    const wages = { entry: 'monthly' as const, months: [400_000, 400_000, 400_000, 400_000, 400_000, 410_000] };
    const prefill = sectionPrefill('income', { ...none, prefill: { income: { debtor: { wages } } } })!;
    expect(prefill.values).toMatchObject({ debtor: { wages: { received: true, months: ['4000', '4000', '4000', '4000', '4000', '4100'] } } });
  });

  it('knows nothing for other sections, or when nothing was told', () => {
    expect(sectionPrefill('debtors', none)).toBeNull();
    expect(sectionPrefill('expenses', { ...none, account })).toBeNull();
  });
});
