import type { CourtOffice, CourtOffices } from '#shared/contracts/how-to-file.ts';
import { COURT_OFFICE_ROWS, COURT_OFFICES_AS_OF, COURT_OFFICES_SOURCE } from './data/bankruptcy-court-offices.ts';
import type { CourtOfficeRow } from './data/types.ts';
import { normalizeCountyName } from './district-court.ts';

/**
 * The counties an office serves as its row says: every county of the district ("ALL (district-wide)"),
 * a list ("Chambers, Lee, Macon (Eastern Division per …)", maybe after "Atlanta Division: "), or
 * null when no source says. Names come back normalized, to compare with `normalizeCountyName`.
 */
export function countiesServed(text: string): 'all' | string[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^ALL\b/.test(trimmed)) return 'all';
  const list = trimmed.replace(/^[^:,]*Division:\s*/, '').replace(/\s*\(.*\)\s*$/, '');
  return list.split(',').map(normalizeCountyName).filter(Boolean);
}

// Notes about where the data came from are for us, not for a visitor: they are left out.
const SOURCE_NOTE = /source|PACER|per court|help-desk/i;
const HEARING_ONLY = /^(hearing location only|hearings only|(.* )?court location)$/i;
const SOMETIMES_UNSTAFFED = /^(unstaffed|unmanned|not always staffed|temporarily closed)/i;

/**
 * A division as a visitor reads it: the name, and the note in brackets sorted into what it means
 * ("hearing location only; file in Lubbock": hearings only, and the note "file in Lubbock").
 */
export function describeDivision(division: string): Pick<CourtOffice, 'name' | 'note' | 'isHearingOnly' | 'isSometimesUnstaffed'> {
  const match = /^(.*?)\s*\((.*)\)\s*$/.exec(division);
  const name = (match?.[1] ?? division).trim();
  const parts = (match?.[2] ?? '').split(';').map((part) => part.trim()).filter(Boolean);
  const isHearingOnly = parts.some((part) => HEARING_ONLY.test(part));
  const isSometimesUnstaffed = parts.some((part) => SOMETIMES_UNSTAFFED.test(part));
  const said = (part: string) => HEARING_ONLY.test(part) || SOMETIMES_UNSTAFFED.test(part) || SOURCE_NOTE.test(part) || part === 'no filings';
  const note = parts.filter((part) => !said(part)).join('; ');
  return { name, note: note || null, isHearingOnly, isSometimesUnstaffed };
}

const CONFIDENCE = { H: 'high', M: 'medium', L: 'low' } as const;

function toOffice(row: CourtOfficeRow): CourtOffice {
  return {
    ...describeDivision(row.division),
    street: row.street || null,
    city: row.city,
    state: row.state,
    zip: row.zip || null,
    phone: row.phone || null,
    confidence: CONFIDENCE[row.confidence],
    asOf: row.asOf,
  };
}

/** Clerk's offices first, then places that are not always staffed, then hearing-only places; otherwise the data's order (main office first). */
const rank = (office: CourtOffice) => (office.isHearingOnly ? 2 : office.isSometimesUnstaffed ? 1 : 0);
const inVisitOrder = (offices: CourtOffice[]) => offices.map((office, index) => ({ office, index })).sort((a, b) => rank(a.office) - rank(b.office) || a.index - b.index).map(({ office }) => office);

/**
 * The offices of a district for a person's county: the office(s) that serve the county where the
 * data says so (an office serving the whole district counts), with the district's other offices
 * apart; otherwise every office of the district; none for a district the data does not have.
 */
export function courtOfficesFor(districtCode: string, county: string | null, rows: readonly CourtOfficeRow[] = COURT_OFFICE_ROWS): CourtOffices {
  const ofDistrict = rows.filter((row) => row.districtCode === districtCode);
  const base = { county, asOf: COURT_OFFICES_AS_OF, source: COURT_OFFICES_SOURCE };
  if (ofDistrict.length === 0) return { ...base, choice: 'none', serving: [], others: [] };
  const wanted = county ? normalizeCountyName(county) : '';
  const serves = (row: CourtOfficeRow) => {
    const counties = countiesServed(row.countiesServed);
    return counties === 'all' || (wanted !== '' && counties !== null && counties.includes(wanted));
  };
  const serving = ofDistrict.filter(serves);
  if (serving.length === 0) return { ...base, choice: 'district', serving: inVisitOrder(ofDistrict.map(toOffice)), others: [] };
  return {
    ...base,
    choice: 'county',
    serving: inVisitOrder(serving.map(toOffice)),
    others: inVisitOrder(ofDistrict.filter((row) => !serving.includes(row)).map(toOffice)),
  };
}
