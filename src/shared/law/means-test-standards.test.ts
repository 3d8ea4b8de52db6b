import { describe, expect, it } from 'vitest';
import { getHealthCareStandard, getHousingUtilitiesStandard, getNationalStandard, getTransportationStandard, normalizeCountyName } from './means-test-standards.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('national standards (Form 122A-2 line 6)', () => {
  it('takes the version in force on the filing date', () => {
    expect(getNationalStandard(1, day('2025-05-01'))).toMatchObject({ value: 839, effectiveDate: '2025-04-21' });
    expect(getNationalStandard(1, day('2026-07-14')).value).toBe(839);
    expect(getNationalStandard(1, day('2026-07-15'))).toMatchObject({ value: 867, effectiveDate: '2026-07-15' });
    expect(getNationalStandard(1, day('2026-07-15')).estimateReason).toBeUndefined();
  });

  it('adds the amount per person over 4', () => {
    expect(getNationalStandard(4, day('2026-08-01')).value).toBe(2176);
    expect(getNationalStandard(9, day('2026-08-01')).value).toBe(2176 + 5 * 397);
    expect(getNationalStandard(6, day('2025-05-01')).value).toBe(2129 + 2 * 394);
  });

  it('uses the nearest version, and says so, before our data begins', () => {
    const early = getNationalStandard(2, day('2025-01-01'));
    expect(early.value).toBe(1481);
    expect(early.estimateReason).toContain('in force on 2025-01-01');
  });
});

describe('health care (line 7)', () => {
  it('counts people under 65 and 65 or older', () => {
    expect(getHealthCareStandard(3, 1, day('2026-08-01')).value).toBe(3 * 90 + 163);
  });
});

describe('housing and utilities (lines 8-9)', () => {
  it('finds a county by the IRS name or the court list name', () => {
    expect(getHousingUtilitiesStandard('OH', 'Franklin County', 1, day('2026-08-01')).value).toEqual({ nonMortgage: 601, mortgageOrRent: 1231, county: 'Franklin County' });
    expect(getHousingUtilitiesStandard('oh', 'franklin', 5, day('2026-08-01')).value).toEqual({ nonMortgage: 843, mortgageOrRent: 1726, county: 'Franklin County' });
    expect(getHousingUtilitiesStandard('MD', 'Baltimore City', 9, day('2026-08-01')).value.county).toBe('Baltimore City');
    expect(getHousingUtilitiesStandard('MD', 'Baltimore', 1, day('2026-08-01')).value.county).toBe('Baltimore County');
  });

  it('falls back to the state-wide row and says why', () => {
    const figure = getHousingUtilitiesStandard('OH', 'Atlantis', 2, day('2026-08-01'));
    expect(figure.value.county).toBeNull();
    expect(figure.estimateReason).toContain('We could not find "Atlantis"');
  });

  it('normalizes county names', () => {
    expect(normalizeCountyName('St. Louis County')).toBe('stlouis');
    expect(normalizeCountyName('Saint Louis')).toBe('stlouis');
    expect(normalizeCountyName("Prince George's County")).toBe('princegeorges');
    expect(normalizeCountyName('Fairfax city')).toBe('fairfaxcity');
    expect(normalizeCountyName('Miami Dade')).toBe(normalizeCountyName('Miami-Dade County'));
    expect(normalizeCountyName('De Kalb')).toBe(normalizeCountyName('DeKalb County'));
  });
});

describe('transportation (lines 12-14)', () => {
  it('uses the metropolitan area of the county, or the region', () => {
    expect(getTransportationStandard('TX', 'Harris County', 1, day('2026-05-01')).value).toMatchObject({ operating: 359, ownershipPerVehicle: [662], operatingArea: 'Houston metropolitan area' });
    expect(getTransportationStandard('TX', 'Travis County', 2, day('2026-05-01')).value).toMatchObject({ operating: 562, ownershipPerVehicle: [662, 662], operatingArea: 'South region' });
  });

  it('takes the 2026-07-15 figures where the newer file has them', () => {
    const midwest = getTransportationStandard('OH', 'Franklin County', 3, day('2026-08-01'));
    expect(midwest.value).toMatchObject({ operating: 526, ownershipPerVehicle: [703, 703], publicTransportation: 220 });
    expect(midwest.estimateReason).toBeUndefined();
    const south = getTransportationStandard('TX', 'Harris County', 1, day('2026-08-01'));
    expect(south.value).toMatchObject({ operating: 359, ownershipPerVehicle: [703] });
    expect(south.estimateReason).toContain('not in our data');
  });
});
