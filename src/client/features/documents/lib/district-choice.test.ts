import { describe, expect, it } from 'vitest';
import type { BankruptcyDistricts } from '#shared/contracts/districts.ts';
import { chooseDistrict } from './district-choice.ts';

const PA: BankruptcyDistricts = {
  state: 'PA',
  districts: [
    { code: 'paed', name: 'Eastern District of Pennsylvania' },
    { code: 'pamd', name: 'Middle District of Pennsylvania' },
  ],
  counties: [
    { name: 'Dauphin', districtCode: 'pamd' },
    { name: 'Montgomery', districtCode: 'paed' },
  ],
  countyMatch: null,
};
const NJ: BankruptcyDistricts = { state: 'NJ', districts: [{ code: 'njd', name: 'District of New Jersey' }], counties: [], countyMatch: null };

describe('choosing the district', () => {
  it('takes a state’s only district, whatever county was chosen before', () => {
    expect(chooseDistrict(NJ, 'Montgomery')).toEqual({ county: '', district: { code: 'njd', name: 'District of New Jersey' } });
  });

  it('takes the county’s district in a state with several', () => {
    expect(chooseDistrict(PA, 'Dauphin')).toEqual({ county: 'Dauphin', district: { code: 'pamd', name: 'Middle District of Pennsylvania' } });
    expect(chooseDistrict(PA, 'Montgomery').district?.code).toBe('paed');
  });

  it('chooses nothing until the county is known, and uses the county known from the assessment', () => {
    expect(chooseDistrict(PA, '')).toEqual({ county: '', district: null });
    expect(chooseDistrict(PA, 'Cook')).toEqual({ county: '', district: null });
    expect(chooseDistrict({ ...PA, countyMatch: 'Montgomery' }, '')).toEqual({ county: 'Montgomery', district: { code: 'paed', name: 'Eastern District of Pennsylvania' } });
  });
});
