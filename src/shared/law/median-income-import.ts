/**
 * Reads a median income table as the US Trustee Program publishes it, turned into CSV: one line per
 * state or territory with its two-letter code, the median for households of 1 to 4 and the yearly
 * add-on per person over 4 (the columns of the committed reference files:
 * `state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4`;
 * `state_name` and other columns are optional). Every problem is reported with its line number, so an
 * admin can fix the file in one go.
 */
import type { MedianIncomeRowData } from './data/types.ts';

/** The 50 states and DC: every table must have them. */
export const REQUIRED_JURISDICTIONS: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut', DE: 'Delaware',
  DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota',
  MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey',
  NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon',
  PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
};

/** Territories the US Trustee tables may list. */
export const TERRITORIES: Readonly<Record<string, string>> = {
  PR: 'Puerto Rico', GU: 'Guam', VI: 'Virgin Islands', MP: 'Northern Mariana Islands', AS: 'American Samoa',
};

export interface ParsedMedianIncomeTable {
  addPerPersonOver4: number;
  rows: MedianIncomeRowData[];
}

export interface MedianCsvProblem {
  /** 1-based line of the CSV, or null for the file as a whole. */
  line: number | null;
  message: string;
}

const SIZE_COLUMNS = ['household_1', 'household_2', 'household_3', 'household_4'] as const;
const REQUIRED_COLUMNS = ['state_code', ...SIZE_COLUMNS, 'add_per_person_over_4'] as const;
/** Far above any real median; catches a misplaced column or extra digits. */
const MAX_AMOUNT = 1_000_000;

/** One CSV line into cells (double quotes around a cell allowed, `""` inside them). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

/** `$64,321` or `64321` → 64321; anything but a whole number of dollars → null. */
function readAmount(cell: string): number | null {
  const cleaned = cell.replace(/[$,\s]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 && value <= MAX_AMOUNT ? value : null;
}

export function parseMedianIncomeCsv(csv: string): { table: ParsedMedianIncomeTable; problems: [] } | { table: null; problems: MedianCsvProblem[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: MedianCsvProblem[] = [];
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) return { table: null, problems: [{ line: null, message: 'The table is empty.' }] };
  const header = splitCsvLine(lines[headerIndex]!).map((h) => h.toLowerCase());
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  if (missingColumns.length > 0) {
    return {
      table: null,
      problems: [{ line: headerIndex + 1, message: `The first line must name the columns. Missing: ${missingColumns.join(', ')}.` }],
    };
  }
  const col = (name: string) => header.indexOf(name);
  const rows: MedianIncomeRowData[] = [];
  const seen = new Map<string, number>();
  const addOns = new Set<number>();

  for (let index = headerIndex + 1; index < lines.length; index++) {
    const raw = lines[index]!;
    if (raw.trim() === '') continue;
    const line = index + 1;
    const cells = splitCsvLine(raw);
    const code = (cells[col('state_code')] ?? '').toUpperCase();
    const name = REQUIRED_JURISDICTIONS[code] ?? TERRITORIES[code];
    if (!name) {
      problems.push({ line, message: `"${code || '(blank)'}" is not a state, DC or territory code.` });
      continue;
    }
    const earlier = seen.get(code);
    if (earlier !== undefined) {
      problems.push({ line, message: `${name} (${code}) is listed twice (also on line ${earlier}).` });
      continue;
    }
    seen.set(code, line);
    const amounts: number[] = [];
    for (const [n, column] of SIZE_COLUMNS.entries()) {
      const cell = cells[col(column)] ?? '';
      if (cell === '') {
        problems.push({ line, message: `${name}: the median for a household of ${n + 1} is missing.` });
        continue;
      }
      const amount = readAmount(cell);
      if (amount === null) problems.push({ line, message: `${name}: the median for a household of ${n + 1} ("${cell}") is not a whole number of dollars.` });
      else amounts.push(amount);
    }
    const addOnCell = cells[col('add_per_person_over_4')] ?? '';
    const addOn = readAmount(addOnCell);
    if (addOn === null) problems.push({ line, message: `${name}: the add-on per person over 4 ("${addOnCell}") is missing or not a whole number of dollars.` });
    else addOns.add(addOn);
    if (amounts.length === 4) {
      rows.push({ stateCode: code, stateName: name, household1: amounts[0]!, household2: amounts[1]!, household3: amounts[2]!, household4: amounts[3]! });
    }
  }

  const missing = Object.keys(REQUIRED_JURISDICTIONS).filter((code) => !seen.has(code));
  if (missing.length > 0) problems.push({ line: null, message: `Missing states: ${missing.join(', ')}. Every table lists the 50 states and DC.` });
  if (addOns.size > 1) problems.push({ line: null, message: `The add-on per person over 4 must be the same on every line (found ${[...addOns].join(', ')}).` });
  if (problems.length > 0) return { table: null, problems };
  return { table: { addPerPersonOver4: [...addOns][0]!, rows }, problems: [] };
}
