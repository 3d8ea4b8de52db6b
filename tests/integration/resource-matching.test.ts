import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_SIZE_MESSAGE, INVALID_ZIP_CODE, MISSING_MATCHING_FIELDS, type MatchResourcesResponse } from '#shared/contracts/resources.ts';
import type { BankruptcyDistricts } from '#shared/contracts/districts.ts';
import { FREE_LEGAL_HELP_URLS } from '#shared/free-legal-help.ts';
import { matchReasonInEnglish } from '#shared/contracts/match-reasons.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';

let t: TestApp;
let premium: Awaited<ReturnType<typeof signedInPerson>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-25T12:00:00Z') });
  // Admins have premium access, like subscribers.
  premium = await signedInPerson(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const match = (body: unknown) => premium.browser.request('POST', '/api/match-resources', { json: body });
const matched = async (zipCode: string, caseType = 'chapter7', incomeLevel = 'low', householdSize = 1) => {
  const res = await match({ zipCode, caseType, incomeLevel, householdSize });
  expect(res.statusCode).toBe(200);
  return res.json() as MatchResourcesResponse;
};
const ids = (body: MatchResourcesResponse) => body.resources.map((r) => r.id);

describe('POST /api/match-resources: validation', () => {
  it.each([
    ['no ZIP code', { caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, MISSING_MATCHING_FIELDS],
    ['an empty ZIP code', { zipCode: '  ', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, MISSING_MATCHING_FIELDS],
    ['no case type', { zipCode: '44113', incomeLevel: 'low', householdSize: 1 }, MISSING_MATCHING_FIELDS],
    ['an unknown case type', { zipCode: '44113', caseType: 'chapter11', incomeLevel: 'low', householdSize: 1 }, MISSING_MATCHING_FIELDS],
    ['no income level', { zipCode: '44113', caseType: 'chapter7', householdSize: 1 }, MISSING_MATCHING_FIELDS],
    ['no household size', { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low' }, MISSING_MATCHING_FIELDS],
    ['a household of none', { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low', householdSize: 0 }, HOUSEHOLD_SIZE_MESSAGE],
    ['a household of 2.5', { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low', householdSize: 2.5 }, HOUSEHOLD_SIZE_MESSAGE],
    ['a household of 13', { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low', householdSize: 13 }, HOUSEHOLD_SIZE_MESSAGE],
    ['a ZIP code of four digits', { zipCode: '4411', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, INVALID_ZIP_CODE],
    ['a ZIP code with letters', { zipCode: '4411a', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, INVALID_ZIP_CODE],
    ['a ZIP code no place has', { zipCode: '00000', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 }, INVALID_ZIP_CODE],
    ['an unused ZIP code', { zipCode: '99999', caseType: 'general', incomeLevel: 'high', householdSize: 1 }, INVALID_ZIP_CODE],
  ])('refuses %s with 400 and the form’s words', async (_label, body, message) => {
    const res = await match(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    // One message for the field, never two (an empty box is missing, not also "invalid").
    expect(res.json().issues).toEqual([{ path: expect.any(String), message }]);
  });

  it('needs premium: a visitor gets 401, a member without a subscription 403', async () => {
    const body = { zipCode: '44113', caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 };
    const visitor = await t.app.inject({ method: 'POST', url: '/api/match-resources', headers: { host: 'localhost:3000' }, payload: body });
    expect(visitor.statusCode).toBe(401);
    const member = await signedInPerson(t);
    const res = await member.browser.request('POST', '/api/match-resources', { json: body });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/match-resources: places in six states', () => {
  it.each([
    // ZIP, state, the court of its district, a legal aid program expected (or none serving all of the state)
    ['44113', 'OH', 'court-ohnb', null],
    ['10001', 'NY', 'court-nysb', null],
    ['90012', 'CA', 'court-cacb', null],
    ['59601', 'MT', 'court-mtb', 'legal-aid-mt-montana-legal-services-association'],
    ['72201', 'AR', 'court-areb', 'legal-aid-ar-legal-aid-of-arkansas-inc'],
    ['27601', 'NC', 'court-nceb', 'legal-aid-nc-legal-aid-of-north-carolina-inc'],
    ['99501', 'AK', 'court-akb', 'legal-aid-ak-alaska-legal-services-corporation'],
    // Territories the ZIP package leaves out, placed by their sourced ZIP ranges.
    ['00901', 'PR', 'court-prb', null],
    ['00802', 'VI', 'court-vib', null],
    ['96950', 'MP', 'court-nmib', null],
  ])('%s (%s): its district court, the credit counseling search and its legal aid', async (zip, state, courtId, statewideProgram) => {
    const body = await matched(zip);
    expect(body.place).toMatchObject({ zipCode: zip, state });
    expect(body.placeDataAttribution).toContain('GeoNames');
    expect(ids(body)).toContain(courtId);
    expect(ids(body)).toContain('national-credit-counseling');
    const counseling = body.resources.find((r) => r.id === 'national-credit-counseling')!;
    expect(counseling.website).toBe(FREE_LEGAL_HELP_URLS['credit-counseling']);
    if (statewideProgram) expect(ids(body)).toContain(statewideProgram);
    // Low income: every free row (legal aid too) before any paid one, each saying so; each group best first.
    const paid = body.resources.filter((r) => r.reasonCodes.some((c) => c.code === 'order.fee_after_free_low_income'));
    const free = body.resources.filter((r) => r.reasonCodes.some((c) => c.code === 'order.free_first_low_income'));
    expect(paid.map((r) => r.id)).toContain('national-credit-counseling');
    expect([...free, ...paid]).toEqual(body.resources);
    for (const group of [free, paid]) {
      const scores = group.map((r) => r.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
    // Each score 0–100 with its reasons in words, each row with its source.
    for (const r of body.resources) {
      expect(r.matchScore).toBeGreaterThanOrEqual(0);
      expect(r.matchScore).toBeLessThanOrEqual(100);
      expect(r.reasons.length).toBeGreaterThan(0);
      // The reasons also come as codes with values (the client's texts); in English they are the same words.
      expect(r.reasonCodes.map(matchReasonInEnglish)).toEqual(r.reasons);
      expect(r.sourceUrl).toMatch(/^https:\/\//);
      // Only programs of the person's state are matched.
      if (r.kind === 'legal_aid') expect(r.id.startsWith(`legal-aid-${state.toLowerCase()}-`)).toBe(true);
    }
  });

  it('Los Angeles: the program a source says serves Los Angeles County first; the others say to check the county', async () => {
    const body = await matched('90012');
    expect(ids(body).slice(0, 3)).toContain('court-cacb');
    const programs = body.resources.filter((r) => r.kind === 'legal_aid');
    expect(programs[0]).toMatchObject({ id: 'legal-aid-ca-legal-aid-foundation-of-los-angeles', coverage: 'Los Angeles County, California, among other counties' });
    expect(programs.slice(1).every((r) => r.coverage === 'Part of California: check whether it serves Los Angeles County')).toBe(true);
    expect(programs[1]!.reasons[0]).toContain('check whether it serves your county');
  });

  it('the Northern Mariana Islands: the district court (for all of the islands), the islands’ legal aid program and the national rows come back', async () => {
    const body = await matched('96950', 'chapter13', 'low');
    expect(body.place).toMatchObject({ state: 'MP', stateName: 'the Northern Mariana Islands', county: '', latitude: null });
    expect(body.resources.filter((r) => r.kind === 'legal_aid').map((r) => r.name)).toEqual(['Micronesian Legal Services Corporation']);
    const court = body.resources.find((r) => r.id === 'court-nmib')!;
    expect(court.name).toBe('District Court for the District of the Northern Mariana Islands (it hears bankruptcy cases)');
    expect(court.coverage).toBe('Cases from all of the Northern Mariana Islands');
    expect(court.website).toBe('https://www.nmid.uscourts.gov');
    expect(ids(body)).toEqual(expect.arrayContaining(['national-credit-counseling', 'national-legal-aid', 'national-court-self-help']));
    expect(body.resources.find((r) => r.id === 'national-credit-counseling')!.coverage).toContain('District of the Northern Mariana Islands');
  });

  it('Jackson, Mississippi: the one Mississippi program in our data serves part of the state, and says to check its counties', async () => {
    const body = await matched('39201', 'chapter7', 'low');
    const program = body.resources.find((r) => r.kind === 'legal_aid')!;
    expect(program.id).toBe('legal-aid-ms-north-mississippi-rural-legal-services-inc');
    expect(program.reasons[0]).toBe('It serves part of Mississippi, and we do not know which counties: check whether it serves your county.');
    expect(body.resources.find((r) => r.id === 'national-credit-counseling')!.coverage).toBe(
      'Your district is the Southern District of Mississippi: choose one of the agencies approved for it',
    );
  });

  it('an overseas military ZIP code has no state: the national options still come back', async () => {
    const body = await matched('09001', 'general', 'medium');
    expect(ids(body).sort()).toEqual([
      'national-aba-free-legal-answers',
      'national-court-self-help',
      'national-credit-counseling',
      'national-debtor-education',
      'national-legal-aid',
    ]);
    expect(body.resources.every((r) => r.distanceLabel === 'Online')).toBe(true);
  });

  it('Jackson, Mississippi, low income: the legal aid program serving part of the state comes before the paid credit counseling, though it scores lower', async () => {
    const body = await matched('39201', 'chapter7', 'low');
    const order = ids(body);
    const program = body.resources.find((r) => r.kind === 'legal_aid')!;
    const counseling = body.resources.find((r) => r.id === 'national-credit-counseling')!;
    expect(program.matchScore).toBeLessThan(counseling.matchScore);
    expect(order.indexOf(program.id)).toBeLessThan(order.indexOf(counseling.id));
    expect(program.reasons).toContain('Free for people with low income: listed before paid services.');
    // Medium income: by score alone, the paid counseling first.
    const medium = ids(await matched('39201', 'chapter7', 'medium'));
    expect(medium.indexOf(counseling.id)).toBeLessThan(medium.indexOf(program.id));
  });

  it('medium and high income: sorted by score alone, with no listing reason', async () => {
    for (const income of ['medium', 'high']) {
      const body = await matched('59601', 'chapter7', income);
      const scores = body.resources.map((r) => r.matchScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(body.resources.flatMap((r) => r.reasonCodes).some((c) => c.code.startsWith('order.'))).toBe(false);
    }
  });

  it('income changes the order: legal aid falls for high income, and says why with the 200% limit for the household', async () => {
    const low = await matched('59601', 'chapter7', 'low', 4);
    const high = await matched('59601', 'chapter7', 'high', 4);
    const id = 'legal-aid-mt-montana-legal-services-association';
    const lowScore = low.resources.find((r) => r.id === id)!;
    const highScore = high.resources.find((r) => r.id === id)!;
    expect(lowScore.matchScore).toBeGreaterThan(highScore.matchScore);
    // HHS 2026, four people: $33,000 × 200% (45 CFR 1611.5(a)(3)); × 125% for the usual limit.
    expect(highScore.reasons.join(' ')).toContain('200% of the poverty guideline ($66,000 a year for 4 people in 2026)');
    expect(lowScore.reasons.join(' ')).toContain('under 125% of the poverty guideline: $41,250 a year for 4 people in 2026. Your income, under $41,250, meets that limit');
  });

  it('household size changes the limits: one person under 125% is under $19,950; six people, under $55,450', async () => {
    const one = (await matched('59601', 'chapter7', 'low', 1)).resources.find((r) => r.kind === 'legal_aid')!;
    const six = (await matched('59601', 'chapter7', 'low', 6)).resources.find((r) => r.kind === 'legal_aid')!;
    expect(one.reasons.join(' ')).toContain('$19,950 a year for one person in 2026');
    expect(six.reasons.join(' ')).toContain('$55,450 a year for 6 people in 2026');
  });

  it('in North Carolina the credit counseling row says the Bankruptcy Administrator approves the agencies', async () => {
    const body = await matched('27601', 'alternatives', 'medium');
    expect(body.resources.find((r) => r.id === 'national-credit-counseling')!.coverage).toContain('Bankruptcy Administrator');
  });
});

describe('GET /api/free-legal-help (the home panel, public)', () => {
  it('gives a visitor the nearest free options for a ZIP code, the court first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/free-legal-help?zipCode=59601', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    const body = res.json() as MatchResourcesResponse;
    expect(body.resources.length).toBeGreaterThan(0);
    expect(body.resources.length).toBeLessThanOrEqual(5);
    expect(body.resources[0]!.id).toBe('court-mtb');
    expect(body.resources.every((r) => r.serviceType === 'pro_bono')).toBe(true);
  });

  it('answers an unknown ZIP code with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/free-legal-help?zipCode=99999', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_ZIP_CODE);
  });
});

describe('GET /api/bankruptcy-districts (the interview’s district picker, public)', () => {
  const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/bankruptcy-districts?${query}`, headers: { host: 'localhost:3000' } });

  it('gives a state’s districts and each county’s district, finding the county the person gave', async () => {
    const res = await get('state=PA&county=Montgomery%20County');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json() as BankruptcyDistricts;
    expect(body.districts.map((d) => d.name)).toContain('Eastern District of Pennsylvania');
    expect(body.counties.find((c) => c.name === 'Montgomery')?.districtCode).toBe('paed');
    expect(body.countyMatch).toBe('Montgomery');
  });

  it('answers a state with one district without a county list', async () => {
    const body = (await get('state=OR')).json() as BankruptcyDistricts;
    expect(body.districts).toEqual([{ code: 'ord', name: 'District of Oregon' }]);
    expect(body.counties).toEqual([]);
  });

  it('answers a missing or unknown state with 400', async () => {
    expect((await get('')).statusCode).toBe(400);
    expect((await get('state=XX')).statusCode).toBe(400);
  });
});
