/**
 * The dated legal tables a form's `values()` may read, looked up by the filing date. The default
 * reads src/shared/law (the dated, sourced data modules); tests pass plain numbers instead.
 */
import { getSec104Amount, type Sec104AmountId } from '#shared/law/figures.ts';
import { getStateExemptions, type StateExemptions } from '#shared/law/state-exemptions.ts';

export interface FormTables {
  /**
   * A §104-adjusted amount (the §522(d) exemptions, §522(p) cap...) in whole dollars in force on the
   * filing date (ISO), or undefined when the data lacks it.
   */
  sec104Amount(id: Sec104AmountId, filingDate: string): number | undefined;
  /** The state's exemption data row, when the project has one. */
  stateExemptions(stateCode: string): StateExemptions | undefined;
}

export const LAW_TABLES: FormTables = {
  sec104Amount(id, filingDate) {
    try {
      return getSec104Amount(id, new Date(`${filingDate}T12:00:00Z`)).value;
    } catch {
      return undefined;
    }
  },
  stateExemptions: getStateExemptions,
};
