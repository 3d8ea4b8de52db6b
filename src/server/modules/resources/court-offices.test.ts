import { describe, expect, it } from 'vitest';
import { countiesServed, courtOfficesFor, describeDivision } from './court-offices.ts';
import type { CourtOfficeRow } from './data/types.ts';

const names = (offices: { name: string }[]) => offices.map((office) => office.name);

describe('courtOfficesFor: the clerk’s office for a person’s district and county', () => {
  it('picks the office that serves the county where the data lists counties, and keeps the others apart', () => {
    const offices = courtOfficesFor('almd', 'Lee County');
    expect(offices.choice).toBe('county');
    expect(names(offices.serving)).toEqual(['Opelika']);
    expect(offices.serving[0]).toMatchObject({ street: '701 Avenue A (George W. Andrews Federal Building)', city: 'Opelika', zip: '36801', phone: null, note: 'Eastern Division' });
    expect(names(offices.others)).toEqual(['Montgomery', 'Dothan']);
    expect(names(courtOfficesFor('almd', 'montgomery').serving)).toEqual(['Montgomery']);
  });

  it('takes the one office that serves a whole district, with or without a county', () => {
    for (const county of [null, 'Merrimack']) {
      const offices = courtOfficesFor('nhd', county);
      expect(offices.choice).toBe('county');
      expect(offices.serving).toEqual([expect.objectContaining({ name: 'Concord', phone: '(603) 222-2600', confidence: 'high' })]);
      expect(offices.others).toEqual([]);
    }
  });

  it('lists every office of the district when the data does not say which serves the county', () => {
    const pennsylvania = courtOfficesFor('paed', 'Montgomery');
    expect(pennsylvania.choice).toBe('district');
    expect(pennsylvania.serving.map((o) => [o.name, o.street, o.phone])).toEqual([
      ['Philadelphia', '900 Market Street, Suite 400', '(215) 408-2800'],
      ['Reading', '201 Penn Street, Suite 103 (The Gateway Building)', '(610) 208-5040'],
    ]);
    expect(pennsylvania.others).toEqual([]);
    // Northern Georgia lists counties only for Atlanta: a county elsewhere gets all four divisions.
    expect(names(courtOfficesFor('gand', 'Hall').serving)).toEqual(['Atlanta Division', 'Gainesville Division', 'Newnan Division', 'Rome Division']);
    expect(names(courtOfficesFor('gand', 'Fulton County').serving)).toEqual(['Atlanta Division']);
    expect(courtOfficesFor('almd', null).choice).toBe('district');
  });

  it('puts clerk’s offices before places that are not always staffed and places for hearings only', () => {
    const offices = courtOfficesFor('txnd', null).serving;
    expect(offices.slice(0, 3).map((o) => [o.name, o.isHearingOnly])).toEqual([['Dallas', false], ['Fort Worth', false], ['Lubbock', false]]);
    expect(offices.slice(3).every((o) => o.isHearingOnly)).toBe(true);
    expect(courtOfficesFor('gasd', null).serving.map((o) => [o.name, o.isSometimesUnstaffed])).toEqual([['Savannah', false], ['Augusta', false], ['Brunswick', false], ['Dublin', true], ['Waycross', true], ['Statesboro', true]]);
  });

  it('has no office for a district the data does not know, and says when the data is from', () => {
    expect(courtOfficesFor('xxd', 'Lee')).toEqual({
      choice: 'none',
      county: 'Lee',
      serving: [],
      others: [],
      asOf: '2023-01-10',
      source: expect.stringContaining('PACER CM/ECF Court Lookup'),
    });
  });

  it('reads rows it is given, empty cells as missing and the confidence in words', () => {
    const row: CourtOfficeRow = {
      districtCode: 'tsd',
      districtName: 'Test District',
      division: 'Springfield (temporarily closed as of 2022-12)',
      street: '',
      city: 'Springfield',
      state: 'IL',
      zip: '',
      phone: '',
      countiesServed: '',
      sourceUrl: 'https://example.test',
      asOf: '2021-01-29',
      confidence: 'L',
    };
    expect(courtOfficesFor('tsd', 'Sangamon', [row]).serving).toEqual([
      { name: 'Springfield', note: null, isHearingOnly: false, isSometimesUnstaffed: true, street: null, city: 'Springfield', state: 'IL', zip: null, phone: null, confidence: 'low', asOf: '2021-01-29' },
    ]);
  });
});

describe('the court data’s notes and county lists', () => {
  it('keeps notes a visitor can use and drops notes about our sources', () => {
    expect(describeDivision('Charlotte (all mail goes here)')).toMatchObject({ name: 'Charlotte', note: 'all mail goes here', isHearingOnly: false });
    expect(describeDivision('Williamsport (hearing location only)')).toMatchObject({ name: 'Williamsport', note: null, isHearingOnly: true });
    expect(describeDivision('Green Bay (hearings only; no filings)')).toMatchObject({ note: null, isHearingOnly: true });
    expect(describeDivision('Ashland (court location)')).toMatchObject({ isHearingOnly: true });
    expect(describeDivision('Jefferson City (Central Division court location)')).toMatchObject({ note: null, isHearingOnly: true });
    expect(describeDivision('Amarillo (hearing location only; file in Lubbock)')).toMatchObject({ name: 'Amarillo', note: 'file in Lubbock', isHearingOnly: true });
    expect(describeDivision('Waycross (not always staffed; mail to Brunswick)')).toMatchObject({ note: 'mail to Brunswick', isSometimesUnstaffed: true });
    expect(describeDivision('Yuma (hearing and in-person filing location)')).toMatchObject({ note: 'hearing and in-person filing location', isHearingOnly: false });
    expect(describeDivision("Atlanta Division (fully staffed clerk's office per court FAQ; street not in sources)")).toMatchObject({ name: 'Atlanta Division', note: null });
    expect(describeDivision('Anniston (PACER help-desk number for this division; no address in source)')).toMatchObject({ name: 'Anniston', note: null });
    expect(describeDivision('Lake Charles (unmanned)')).toMatchObject({ note: null, isSometimesUnstaffed: true });
    // San Antonio is staffed: it stands in for an unstaffed office elsewhere.
    expect(describeDivision('San Antonio (also handles unstaffed Midland office)')).toMatchObject({ note: 'also handles unstaffed Midland office', isSometimesUnstaffed: false });
    expect(describeDivision('Boston')).toEqual({ name: 'Boston', note: null, isHearingOnly: false, isSometimesUnstaffed: false });
  });

  it('reads the counties an office serves', () => {
    expect(countiesServed('')).toBeNull();
    expect(countiesServed('ALL (district-wide filing office)')).toBe('all');
    expect(countiesServed('Coffee, Dale, Geneva, Henry, Houston')).toEqual(['coffee', 'dale', 'geneva', 'henry', 'houston']);
    expect(countiesServed('Atlanta Division: Cherokee, DeKalb, Fulton (law-firm page 2023; court says see 28 U.S.C. 90)')).toEqual(['cherokee', 'dekalb', 'fulton']);
  });
});
