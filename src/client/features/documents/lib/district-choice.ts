import type { BankruptcyDistricts } from '#shared/contracts/districts.ts';

export interface PickedDistrict {
  code: string;
  name: string;
}

/**
 * What the district picker shows for a state's data and the county in the form: the county kept
 * (or the one the data matched from what was known, or none when it is not in this state), and the
 * district: the state's only one, or the county's.
 */
export function chooseDistrict(data: BankruptcyDistricts, county: string): { county: string; district: PickedDistrict | null } {
  if (data.counties.length === 0) return { county: '', district: data.districts.length === 1 ? data.districts[0]! : null };
  const wanted = data.counties.some((row) => row.name === county) ? county : (data.countyMatch ?? '');
  const row = data.counties.find((candidate) => candidate.name === wanted);
  const district = row ? (data.districts.find((candidate) => candidate.code === row.districtCode) ?? null) : null;
  return { county: row ? wanted : '', district };
}
