/**
 * Issue 42: a person sees first the legal aid program that serves their county and how to reach it,
 * and their court's clerk's office; Guam works; no row shows a file path or our own notes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchedResource, MatchResourcesResponse } from '#shared/contracts/resources.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signedInPerson } from './support/people.ts';

let t: TestApp;
let premium: Awaited<ReturnType<typeof signedInPerson>>;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-12-07T12:00:00Z') });
  premium = await signedInPerson(t, { admin: true });
});
afterAll(async () => {
  await t?.close();
});

const premiumMatch = async (zipCode: string): Promise<MatchResourcesResponse> => {
  const res = await premium.browser.request('POST', '/api/match-resources', { json: { zipCode, caseType: 'chapter7', incomeLevel: 'low', householdSize: 1 } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MatchResourcesResponse;
};
const homePanel = async (zipCode: string): Promise<MatchResourcesResponse> => {
  const res = await t.app.inject({ method: 'GET', url: `/api/free-legal-help?zipCode=${zipCode}`, headers: { host: 'localhost:3000' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MatchResourcesResponse;
};
const legalAid = (body: MatchResourcesResponse) => body.resources.filter((r) => r.kind === 'legal_aid');
const names = (rows: MatchedResource[]) => rows.map((r) => r.name);

describe.each([
  ['premium matching', premiumMatch],
  ['the home panel', homePanel],
])('%s: the program that serves the county first', (_where, find) => {
  it.each([
    ['15205', 'Neighborhood Legal Services Association'],
    ['90012', 'Legal Aid Foundation of Los Angeles'],
    ['77002', 'Lone Star Legal Aid'],
    ['33101', 'Legal Services of Greater Miami, Inc.'],
    ['43215', 'Legal Aid of Southeast and Central Ohio'],
  ])('%s → %s', async (zip, program) => {
    const rows = legalAid(await find(zip));
    expect(rows[0]?.name, names(rows).join(' | ')).toBe(program);
    expect(rows[0]!.reasonCodes[0]!.code).toBe('reach.your_county');
    expect(rows[0]!.distanceLabel).toMatch(/Serves your county|About \d+ miles?|Under a mile/);
  });
});

describe('premium matching: the order and what each row says', () => {
  it('Pittsburgh: programs known to serve other counties are left out; the rest say to check the county, below the one that serves it', async () => {
    const rows = legalAid(await premiumMatch('15205'));
    expect(names(rows)).not.toContain('MidPenn Legal Services, Inc.');
    expect(names(rows)).not.toContain('Summit Legal Aid');
    for (const row of rows.slice(1)) {
      expect(row.reasonCodes[0]!.code).toMatch(/^reach\.county_unknown/);
      expect(row.coverage).toBe('Part of Pennsylvania: check whether it serves Allegheny County');
      expect(row.matchScore).toBeLessThan(rows[0]!.matchScore);
    }
    expect(rows[0]!.coverage).toBe('Allegheny County, Pennsylvania, among other counties');
    // How to reach it: the listed phone and LSC's 2021 main line, each saying where it comes from.
    expect(rows[0]!.phones).toEqual([
      { kind: 'listed', number: '(866) 761-6572', note: null },
      { kind: 'main', number: '(412) 255-6700', note: 'LSC program list, 2021; it may have changed' },
    ]);
  });

  it('Houston: Lone Star Legal Aid comes above the Austin and San Antonio referral project', async () => {
    const body = await premiumMatch('77002');
    const order = body.resources.map((r) => r.id);
    expect(order.indexOf('legal-aid-tx-lone-star-legal-aid')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('legal-aid-tx-lone-star-legal-aid')).toBeLessThan(order.indexOf('state-tx-bankruptcy-pro-bono-project'));
  });

  it('Miami: the office address and its distance in miles', async () => {
    const [first] = legalAid(await premiumMatch('33101'));
    expect(first!.address).toBe('4343 West Flagler Street, Suite 100, Miami, FL 33134');
    expect(first!.distance).toBeGreaterThan(2);
    expect(first!.distance).toBeLessThan(8);
    expect(first!.distanceLabel).toMatch(/^About \d miles$/);
  });

  it('the court row names the clerk’s office of the person’s division, with its address and phone, and the court’s self-help page', async () => {
    const court = (await premiumMatch('15205')).resources.find((r) => r.kind === 'court')!;
    expect(court.name).toBe('U.S. Bankruptcy Court for the Western District of Pennsylvania');
    expect(court.clerkOffice).toMatchObject({ city: 'Pittsburgh', state: 'PA', phone: expect.stringMatching(/\d{3}.*\d{4}/), street: expect.any(String) });
    expect(court.selfHelpPage).toMatch(/^https:\/\//);
    const la = (await premiumMatch('90012')).resources.find((r) => r.kind === 'court')!;
    expect(la.clerkOffice).toMatchObject({ city: 'Los Angeles', choice: 'nearest' });
  });

  it('Guam (96910) gets the District of Guam and its legal aid program', async () => {
    const body = await premiumMatch('96910');
    expect(body.place).toMatchObject({ state: 'GU', stateName: 'Guam' });
    expect(body.resources.find((r) => r.kind === 'court')?.name).toBe('District Court for the District of Guam (it hears bankruptcy cases)');
    expect(legalAid(body).map((r) => r.name)).toEqual(['Micronesian Legal Services Corporation']);
    const saipan = await premiumMatch('96950');
    expect(saipan.resources.find((r) => r.kind === 'court')?.name).toMatch(/Northern Mariana Islands/);
  });

  it.each(['15205', '90012', '77002', '33101', '43215', '07102', '30303', '99501', '00901', '96910', '60601', '10001'])(
    '%s: every legal aid row has a phone or an address; no row shows a file path or our own notes; sources by name and year',
    async (zip) => {
      const body = await premiumMatch(zip);
      for (const row of legalAid(body)) expect(row.phones.length > 0 || row.address !== null, row.name).toBe(true);
      for (const row of body.resources) {
        const shown = JSON.stringify({ ...row, sourceUrl: undefined, sources: row.sources.map((s) => `${s.name}, ${s.date}`) });
        expect(shown, row.id).not.toMatch(/\/work\/|\/home\/|\.csv|\.ts\b|\.json|github|@[0-9a-f]{7}|Serv_Area_ID|R_Legalname/i);
        expect(row.source, row.id).toMatch(/^[^,]+(,[^,]+)*, \d{4}$/);
        for (const source of row.sources) expect(source.date, row.id).toMatch(/^\d{4}$/);
      }
    },
  );
});

describe('county lists from programs’ own pages (issue 42): the program for the county first, in more states', () => {
  it.each([
    ['10001', 'Legal Services NYC'],
    ['11550', 'Nassau/Suffolk Law Services Committee'],
    ['60601', 'Legal Aid Chicago'],
    ['44113', 'The Legal Aid Society of Cleveland'],
    ['44308', 'Community Legal Aid Services, Inc.'],
    ['19401', 'Legal Aid of Southeastern Pennsylvania'],
    ['94102', 'Bay Area Legal Aid'],
    ['07302', 'Northeast New Jersey Legal Services Corporation'],
    ['33602', 'Bay Area Legal Services, Inc.'],
  ])('%s → %s', async (zip, program) => {
    const rows = legalAid(await premiumMatch(zip));
    expect(rows[0]?.name, names(rows).join(' | ')).toBe(program);
    expect(rows[0]!.reasonCodes[0]!.code).toBe('reach.your_county');
  });
});
