import { describe, expect, it } from 'vitest';
import type { Place } from '#shared/contracts/resources.ts';
import { scoreResource, type MatchNeed, type ScoredTraits } from './match-score.ts';
import { matchResources } from './match-resources.ts';

const need = (over: Partial<MatchNeed> = {}): MatchNeed => ({
  caseType: 'chapter7',
  incomeLevel: 'low',
  legalAidLimit: { familyOfFour: 41_250, percent: 125, year: '2026' },
  ...over,
});
const statewideLegalAid: ScoredTraits = { reach: { kind: 'statewide', stateName: 'Ohio' }, purpose: 'consumer_legal_aid', cost: 'free_income_limited', openOnline: false };
const court: ScoredTraits = { reach: { kind: 'your_district', county: 'Cuyahoga', stateName: 'Ohio' }, purpose: 'bankruptcy_court', cost: 'free', openOnline: true };

describe('scoreResource', () => {
  it('adds reach, cost, case fit and availability, with one reason for each', () => {
    // 40 (its district) + 25 (free) + 20 (a filing) + 10 (online now)
    expect(scoreResource(court, need())).toEqual({ score: 95, reasons: expect.arrayContaining([expect.stringContaining('bankruptcy court for Cuyahoga, Ohio')]) });
    expect(scoreResource(court, need()).reasons).toHaveLength(4);
    // 35 (statewide) + 30 (free, income under the limit) + 20 (consumer cases) + 5 (call to ask)
    expect(scoreResource(statewideLegalAid, need()).score).toBe(90);
  });

  it('puts free legal aid first for low income and last for high income, saying why', () => {
    const low = scoreResource(statewideLegalAid, need({ incomeLevel: 'low' }));
    const medium = scoreResource(statewideLegalAid, need({ incomeLevel: 'medium' }));
    const high = scoreResource(statewideLegalAid, need({ incomeLevel: 'high' }));
    expect([low.score, medium.score, high.score]).toEqual([90, 70, 60]);
    expect(low.reasons[1]).toBe(
      'Legal aid is free, and programs usually serve households under 125% of the poverty guidelines ($41,250 a year for a family of four in 2026): with income under $35,000 you may well qualify.',
    );
    expect(medium.reasons[1]).toContain('with income $35,000 to $75,000, whether you qualify depends on your household size');
    expect(high.reasons[1]).toContain('with income over $75,000 you are likely over it');
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

describe('matchResources', () => {
  const cleveland: Place = { zipCode: '44113', city: 'Cleveland', county: 'Cuyahoga', state: 'OH', stateName: 'Ohio', latitude: 41.48, longitude: -81.7 };
  const request = { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low' } as const;

  it('with no legal aid program for the state, still gives the district court and the national options', () => {
    const results = matchResources(request, cleveland, new Date('2026-11-25T12:00:00Z'), []);
    expect(results.map((r) => r.id)).toEqual(['court-ohnb', 'national-court-self-help', 'national-legal-aid', 'national-credit-counseling']);
    expect(results.map((r) => r.matchScore)).toEqual([95, 85, 85, 75]);
  });

  it('uses the Alaska poverty guidelines for a place in Alaska', () => {
    const anchorage: Place = { ...cleveland, zipCode: '99501', county: 'Anchorage Municipality', state: 'AK', stateName: 'Alaska' };
    const program = matchResources(request, anchorage, new Date('2026-11-25T12:00:00Z')).find((r) => r.kind === 'legal_aid')!;
    expect(program.reasons.join(' ')).toContain('$51,562.50 a year for a family of four in 2026');
  });
});
