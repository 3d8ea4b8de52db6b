/**
 * Each state's exemption system and homestead amount, as gathered in the reference data (see
 * data/state-exemptions-2026-11.ts). Rows are "as of" a date rather than effective from one, so
 * they are not picked by filing date: every use says the figure is as of the row's date.
 */
import {
  STATE_EXEMPTIONS,
  STATE_EXEMPTIONS_AS_OF,
  STATE_EXEMPTIONS_DATA_FILE,
  STATE_EXEMPTIONS_SOURCES_FILE,
} from './data/state-exemptions-2026-11.ts';
import type { StateExemptionRowData } from './data/types.ts';

export interface StateExemptions extends StateExemptionRowData {
  dataFile: string;
  /** The file listing every source URL, for people who want to check. */
  sourcesFile: string;
  /** When the data was gathered (each row also has its own as-of date). */
  gatheredOn: string;
}

/** The state's row, or undefined when the data has none. */
export function getStateExemptions(stateCode: string): StateExemptions | undefined {
  const code = stateCode.trim().toUpperCase();
  const row = STATE_EXEMPTIONS.find((r) => r.stateCode === code);
  return row && { ...row, dataFile: STATE_EXEMPTIONS_DATA_FILE, sourcesFile: STATE_EXEMPTIONS_SOURCES_FILE, gatheredOn: STATE_EXEMPTIONS_AS_OF };
}
