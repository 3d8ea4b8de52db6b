import { describe, expect, it } from 'vitest';
import type { Place } from '#shared/contracts/resources.ts';
import { SEED_RESOURCES } from './data/seed-resources.ts';
import type { ResourceRecord } from './data/types.ts';
import { matchResources } from './match-resources.ts';

const onDate = new Date('2026-11-25T12:00:00Z');
const jackson: Place = { zipCode: '39201', city: 'Jackson', county: 'Hinds', state: 'MS', stateName: 'Mississippi', latitude: 32.2935, longitude: -90.1867 };

const online = (over: Partial<ResourceRecord> & Pick<ResourceRecord, 'id' | 'name' | 'purpose' | 'cost'>): ResourceRecord => ({
  kind: 'national',
  organization: over.name,
  state: null,
  coverage: 'national',
  coverageNote: null,
  courtCode: null,
  address: null,
  locationZip: null,
  latitude: null,
  longitude: null,
  phone: null,
  email: null,
  website: 'https://example.org',
  selfHelpPage: null,
  serviceType: over.cost === 'fee' ? 'low_cost' : 'pro_bono',
  availability: 'immediate',
  specialties: [],
  source: 'a test row, not stored anywhere',
  sourceUrl: 'https://example.org',
  lastVerified: '2026-01-01',
  ...over,
});

describe('matchResources', () => {
  it('puts a free resource before a paid one with the same score, whatever their names', () => {
    // Both score 80 for a Chapter 7 case at medium income: 30 online + 20 fee course + 20 counseling + 10 now,
    // and 30 online + 25 free + 15 debtor education + 10 now.
    const paid = online({ id: 'a-paid', name: 'Aardvark counseling', purpose: 'credit_counseling', cost: 'fee' });
    const free = online({ id: 'z-free', name: 'Zebra course', purpose: 'debtor_education', cost: 'free' });
    const matched = matchResources({ zipCode: '39201', caseType: 'chapter7', incomeLevel: 'medium', householdSize: 1 }, jackson, onDate, [paid, free]);
    expect(matched.map((r) => [r.id, r.matchScore])).toEqual([
      ['z-free', 80],
      ['a-paid', 80],
    ]);
  });

  it('with low income lists free legal aid serving part of the state before the paid credit counseling, though it scores lower', () => {
    // Legal aid serving part of the state, civil cases: 15 + 30 (free, income under the limit) + 10 + 5 = 60.
    // Credit counseling online, a fee: 30 + 15 + 20 + 10 = 75.
    const legalAid = online({ id: 'z-legal-aid', name: 'Zebra Legal Aid', purpose: 'civil_legal_aid', cost: 'free_income_limited', kind: 'legal_aid', state: 'MS', coverage: 'part_of_state' });
    const counseling = online({ id: 'a-counseling', name: 'Aardvark counseling', purpose: 'credit_counseling', cost: 'fee' });
    const low = matchResources({ zipCode: '39201', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, jackson, onDate, [counseling, legalAid]);
    expect(low.map((r) => [r.id, r.matchScore])).toEqual([
      ['z-legal-aid', 60],
      ['a-counseling', 75],
    ]);
    expect(low[0]!.reasons).toContain('Free for people with low income: listed before paid services.');
    expect(low[1]!.reasons).toContain('It charges a fee: with low income, it is listed after the free options, even those with a lower match score.');
    // Medium income: by score alone (legal aid 15 + 10 + 10 + 5 = 40; counseling 30 + 20 + 20 + 10 = 80).
    const medium = matchResources({ zipCode: '39201', caseType: 'chapter7', incomeLevel: 'medium', householdSize: 1 }, jackson, onDate, [legalAid, counseling]);
    expect(medium.map((r) => [r.id, r.matchScore])).toEqual([
      ['a-counseling', 80],
      ['z-legal-aid', 40],
    ]);
  });

  it.each([
    ['Jackson, MS', jackson],
    ['Los Angeles, CA', { zipCode: '90012', city: 'Los Angeles', county: 'Los Angeles', state: 'CA', stateName: 'California', latitude: 34.0614, longitude: -118.2385 }],
    ['Tallahassee, FL', { zipCode: '32301', city: 'Tallahassee', county: 'Leon', state: 'FL', stateName: 'Florida', latitude: 30.4383, longitude: -84.2807 }],
    ['Raleigh, NC', { zipCode: '27601', city: 'Raleigh', county: 'Wake', state: 'NC', stateName: 'North Carolina', latitude: 35.7721, longitude: -78.6386 }],
  ] satisfies [string, Place][])('with low income never lists a paid row before a free one (%s), each group best first', (_label, place) => {
    for (const caseType of ['chapter7', 'chapter13', 'general', 'alternatives'] as const) {
      const matched = matchResources({ zipCode: place.zipCode, caseType, incomeLevel: 'low', householdSize: 1 }, place, onDate, SEED_RESOURCES);
      const paid = new Set(SEED_RESOURCES.filter((r) => r.cost === 'fee').map((r) => r.id));
      const firstPaid = matched.findIndex((r) => paid.has(r.id));
      expect(firstPaid).toBeGreaterThan(0);
      const free = matched.slice(0, firstPaid);
      const fees = matched.slice(firstPaid);
      expect(fees.every((r) => paid.has(r.id))).toBe(true);
      for (const group of [free, fees]) {
        const scores = group.map((r) => r.matchScore);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
      // The court and the credit counseling search are always there.
      expect(matched.some((r) => r.kind === 'court')).toBe(true);
      expect(matched.some((r) => r.id === 'national-credit-counseling')).toBe(true);
    }
  });

  it('sorts the stored rows best first, and among equal scores free before free-within-a-limit before a fee', () => {
    const matched = matchResources({ zipCode: '39201', caseType: 'general', incomeLevel: 'medium', householdSize: 1 }, jackson, onDate, SEED_RESOURCES);
    const cost = new Map(SEED_RESOURCES.map((r) => [r.id, ['free', 'free_income_limited', 'fee'].indexOf(r.cost)]));
    for (const [a, b] of matched.slice(1).map((r, i) => [matched[i]!, r] as const)) {
      expect(a.matchScore).toBeGreaterThanOrEqual(b.matchScore);
      if (a.matchScore === b.matchScore) expect(cost.get(a.id)!).toBeLessThanOrEqual(cost.get(b.id)!);
    }
  });

  it('names the person’s district on the credit counseling and debtor education rows', () => {
    const matched = matchResources({ zipCode: '39201', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, jackson, onDate, SEED_RESOURCES);
    expect(matched.find((r) => r.id === 'national-credit-counseling')!.coverage).toBe(
      'Your district is the Southern District of Mississippi: choose one of the agencies approved for it',
    );
    expect(matched.find((r) => r.id === 'national-debtor-education')!.coverage).toBe(
      'Your district is the Southern District of Mississippi: choose one of the course providers approved for it',
    );
  });

  it('in North Carolina says the district and that its Bankruptcy Administrator approves the agencies', () => {
    const raleigh: Place = { zipCode: '27601', city: 'Raleigh', county: 'Wake', state: 'NC', stateName: 'North Carolina', latitude: 35.7721, longitude: -78.6386 };
    const matched = matchResources({ zipCode: '27601', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, raleigh, onDate, SEED_RESOURCES);
    expect(matched.find((r) => r.id === 'national-credit-counseling')!.coverage).toBe(
      'Your district is the Eastern District of North Carolina: there the Bankruptcy Administrator approves the agencies, so ask your court for its list',
    );
  });

  it('in a territory (no county, no coordinates) names the court for all of it and gives no distance, even to a row with a location', () => {
    const sanJuan: Place = { zipCode: '00901', city: '', county: '', state: 'PR', stateName: 'Puerto Rico', latitude: null, longitude: null };
    const located = online({ id: 'located', name: 'A clinic with a location', purpose: 'bankruptcy_clinic', cost: 'free', state: 'PR', coverage: 'part_of_state', kind: 'state_service', latitude: 18.46, longitude: -66.1 });
    const matched = matchResources({ zipCode: '00901', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, sanJuan, onDate, [...SEED_RESOURCES, located]);
    const court = matched.find((r) => r.id === 'court-prb')!;
    expect(court.coverage).toBe('Cases from all of Puerto Rico');
    expect(court.reasons[0]).toBe('It is the court for bankruptcy cases from all of Puerto Rico: a case from your ZIP code is filed here.');
    expect(matched.find((r) => r.id === 'located')).toMatchObject({ distance: null, distanceLabel: 'Part of your state' });
  });
});
