import { describe, expect, it } from 'vitest';
import type { Place } from '#shared/contracts/resources.ts';
import { listingGroup, scoreResource, type Cost, type MatchNeed, type ScoredTraits } from './match-score.ts';
import { matchResources, milesBetween } from './match-resources.ts';
import { SEED_RESOURCES } from './data/seed-resources.ts';

const need = (over: Partial<MatchNeed> = {}): MatchNeed => ({
  caseType: 'chapter7',
  incomeLevel: 'low',
  householdSize: 1,
  // HHS 2026, one person: $15,960 × 125% and × 200%.
  legalAidLimits: { usual: 19_950, usualPercent: 125, higher: 31_920, higherPercent: 200, year: '2026' },
  ...over,
});
const statewideLegalAid: ScoredTraits = { reach: { kind: 'statewide', stateName: 'Ohio' }, purpose: 'consumer_legal_aid', cost: 'free_income_limited', openOnline: false };
const court: ScoredTraits = { reach: { kind: 'your_district', county: 'Cuyahoga', stateName: 'Ohio' }, purpose: 'bankruptcy_court', cost: 'free', openOnline: true };

describe('scoreResource', () => {
  it('adds reach, cost, case fit and availability, with one reason for each', () => {
    // 40 (its district) + 25 (free) + 20 (a filing) + 10 (online now)
    expect(scoreResource(court, need({ incomeLevel: 'medium' }))).toEqual({
      score: 95,
      reasons: expect.arrayContaining([expect.stringContaining('bankruptcy court for Cuyahoga, Ohio')]),
      // The same reasons as codes with their values, for the client to say in its own texts.
      reasonCodes: [
        { code: 'reach.your_district', params: { county: 'Cuyahoga', stateName: 'Ohio' } },
        { code: 'cost.free' },
        { code: 'purpose.court_filing' },
        { code: 'availability.online_now' },
      ],
    });
    expect(scoreResource(court, need({ incomeLevel: 'medium' })).reasons).toHaveLength(4);
    // 35 (statewide) + 30 (free, income under the limit) + 20 (consumer cases) + 5 (call to ask)
    expect(scoreResource(statewideLegalAid, need()).score).toBe(90);
  });

  it('with low income says, after the cost, that free help is listed before paid services (worth no points)', () => {
    const free = scoreResource(court, need({ incomeLevel: 'low' }));
    expect(free.score).toBe(scoreResource(court, need({ incomeLevel: 'medium' })).score);
    expect(free.reasonCodes.map((r) => r.code)).toEqual(['reach.your_district', 'cost.free', 'order.free_first_low_income', 'purpose.court_filing', 'availability.online_now']);
    expect(free.reasons[2]).toBe('Free for people with low income: listed before paid services.');
    // Free within an income limit (legal aid) counts as free.
    expect(scoreResource(statewideLegalAid, need()).reasons[2]).toBe('Free for people with low income: listed before paid services.');
    const counseling: ScoredTraits = { reach: { kind: 'online' }, purpose: 'credit_counseling', cost: 'fee', openOnline: true };
    expect(scoreResource(counseling, need()).reasons[2]).toBe('It charges a fee: with low income, it is listed after the free options, even those with a lower match score.');
    // Medium and high income: the four parts only.
    for (const incomeLevel of ['medium', 'high'] as const) {
      expect(scoreResource(statewideLegalAid, need({ incomeLevel })).reasonCodes.map((r) => r.code)).not.toContain('order.free_first_low_income');
      expect(scoreResource(counseling, need({ incomeLevel })).reasons).toHaveLength(4);
    }
  });

  it('lists free help (free, or free within an income limit) in the first group only for low income', () => {
    expect(listingGroup('free', 'low')).toBe(0);
    expect(listingGroup('free_income_limited', 'low')).toBe(0);
    expect(listingGroup('fee', 'low')).toBe(1);
    for (const incomeLevel of ['medium', 'high'] as const) {
      expect(['free', 'free_income_limited', 'fee'].map((cost) => listingGroup(cost as Cost, incomeLevel))).toEqual([0, 0, 0]);
    }
  });

  it('puts free legal aid first for low income and last for high income, saying why', () => {
    const low = scoreResource(statewideLegalAid, need({ incomeLevel: 'low' }));
    const medium = scoreResource(statewideLegalAid, need({ incomeLevel: 'medium' }));
    const high = scoreResource(statewideLegalAid, need({ incomeLevel: 'high' }));
    expect([low.score, medium.score, high.score]).toEqual([90, 70, 60]);
    expect(low.reasons[1]).toBe(
      'Legal aid is free. Most programs serve households with income under 125% of the poverty guideline: $19,950 a year for one person in 2026. Your income, under $19,950, meets that limit: you may well qualify.',
    );
    expect(medium.reasons[1]).toContain('Your income, $19,950 to $31,920, meets only the higher limit: ask whether you qualify.');
    expect(high.reasons[1]).toContain('your income, over $31,920, is over even the higher limit some programs use, 200% of the poverty guideline ($31,920 a year for one person in 2026)');
  });

  it('scores a program serving part of the state below one serving all of it', () => {
    const part = scoreResource({ ...statewideLegalAid, reach: { kind: 'part_of_state', stateName: 'Ohio' } }, need());
    expect(part.score).toBe(70);
    expect(part.reasons[0]).toBe('It serves part of Ohio: check its website for the counties it covers.');
  });

  it('loses a point every 5 miles for a resource with a place, never below zero for reach', () => {
    const at = (miles: number) => scoreResource({ ...statewideLegalAid, reach: { kind: 'distance', miles } }, need());
    expect(at(0).score).toBe(95);
    expect(at(50).score).toBe(85);
    expect(at(50).reasons[0]).toBe('It is about 50 miles from your ZIP code.');
    expect(at(1000).score).toBe(55);
  });

  it('fits the court to filing and credit counseling to alternatives', () => {
    expect(scoreResource(court, need({ caseType: 'alternatives' })).score).toBe(80);
    const counseling: ScoredTraits = { reach: { kind: 'online' }, purpose: 'credit_counseling', cost: 'fee', openOnline: true };
    expect(scoreResource(counseling, need({ caseType: 'alternatives', incomeLevel: 'medium' })).score).toBe(80);
    expect(scoreResource(counseling, need({ caseType: 'chapter13', incomeLevel: 'low' })).reasons).toContain(
      'Everyone filing for bankruptcy must first take credit counseling from an approved agency.',
    );
  });
});

describe('scoreResource: statewide and national services', () => {
  const answers: ScoredTraits = { reach: { kind: 'online' }, purpose: 'online_legal_answers', cost: 'free_income_limited', openOnline: true };
  const referral: ScoredTraits = { reach: { kind: 'statewide', stateName: 'Florida' }, purpose: 'lawyer_referral', cost: 'fee', openOnline: false };

  it('scores a free online answers service by its own income limit, not legal aid’s', () => {
    // 30 (online) + 25 (free under its limit) + 15 (a question online) + 10 (online now)
    expect(scoreResource(answers, need()).score).toBe(80);
    expect(scoreResource(answers, need({ incomeLevel: 'high' })).score).toBe(60);
    expect(scoreResource(answers, need()).reasons.join(' ')).not.toContain('125%');
  });

  it('puts a paid lawyer referral below free help for low income, and says a lawyer matters most in Chapter 13', () => {
    // 35 + 10 + 15 + 5 for low income; 35 + 20 + 20 + 5 for Chapter 13 and medium income
    expect(scoreResource(referral, need()).score).toBe(65);
    const ch13 = scoreResource(referral, need({ caseType: 'chapter13', incomeLevel: 'medium' }));
    expect(ch13.score).toBe(80);
    expect(ch13.reasons[2]).toContain('Chapter 13');
  });

  it('needs debtor education only once a case is filed', () => {
    const course: ScoredTraits = { reach: { kind: 'online' }, purpose: 'debtor_education', cost: 'fee', openOnline: true };
    expect(scoreResource(course, need({ caseType: 'chapter7', incomeLevel: 'medium' })).score).toBe(75);
    expect(scoreResource(course, need({ caseType: 'alternatives', incomeLevel: 'medium' })).score).toBe(65);
  });
});

describe('milesBetween', () => {
  it('measures great-circle miles between ZIP code centroids', () => {
    // Sacramento (95814) to Los Angeles (90012): about 362 miles as the crow flies.
    expect(milesBetween({ latitude: 38.5804, longitude: -121.4922 }, { latitude: 34.0614, longitude: -118.2385 })).toBeCloseTo(362, -1);
    expect(milesBetween({ latitude: 41.48, longitude: -81.7 }, { latitude: 41.48, longitude: -81.7 })).toBe(0);
  });
});

describe('matchResources', () => {
  const withoutOhioLegalAid = SEED_RESOURCES.filter((r) => !(r.kind === 'legal_aid' && r.state === 'OH'));
  const cleveland: Place = { zipCode: '44113', city: 'Cleveland', county: 'Cuyahoga', state: 'OH', stateName: 'Ohio', latitude: 41.48, longitude: -81.7 };
  const request = { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 } as const;

  it('with no legal aid program for the state, still gives the district court and the national options', () => {
    const results = matchResources(request, cleveland, new Date('2026-11-25T12:00:00Z'), withoutOhioLegalAid);
    expect(results.map((r) => r.id)).toEqual([
      'court-ohnb',
      'national-court-self-help',
      'national-legal-aid',
      'national-aba-free-legal-answers',
      'national-credit-counseling',
      'national-debtor-education',
    ]);
    expect(results.map((r) => r.matchScore)).toEqual([95, 85, 85, 80, 75, 70]);
    expect(results.map((r) => r.distanceLabel)).toEqual(['Your district', 'Online', 'Online', 'Online', 'Online', 'Online']);
  });

  it('gives a resource with a location its distance in miles from the ZIP code', () => {
    const clinic = { ...SEED_RESOURCES.find((r) => r.id === 'state-ca-mcgeorge-pro-se-bankruptcy-clinic')!, latitude: 38.5804, longitude: -121.4922 };
    const la: Place = { zipCode: '90012', city: 'Los Angeles', county: 'Los Angeles', state: 'CA', stateName: 'California', latitude: 34.0614, longitude: -118.2385 };
    const [result] = matchResources(request, la, new Date('2026-11-25T12:00:00Z'), [clinic]);
    expect(result!.distance).toBeCloseTo(362, -1);
    expect(result!.distanceLabel).toMatch(/^About 36\d miles$/);
    expect(result!.reasons[0]).toMatch(/^It is about 36\d miles from your ZIP code\.$/);
  });

  it('uses the Alaska poverty guidelines for a place in Alaska', () => {
    const anchorage: Place = { ...cleveland, zipCode: '99501', county: 'Anchorage Municipality', state: 'AK', stateName: 'Alaska' };
    const program = matchResources(request, anchorage, new Date('2026-11-25T12:00:00Z'), SEED_RESOURCES).find((r) => r.kind === 'legal_aid')!;
    expect(program.reasons.join(' ')).toContain('$24,937.50 a year for one person in 2026');
  });
});
