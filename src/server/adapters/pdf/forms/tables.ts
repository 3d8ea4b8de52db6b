/**
 * The dated legal tables a form's `values()` may read, looked up by the filing date. The default
 * reads src/shared/law (the dated, sourced data modules); tests pass plain numbers instead.
 */
import { getFederalExemption, type FederalExemptionId } from '#shared/law/figures.ts';
import { getStateExemptions, type StateExemptions } from '#shared/law/state-exemptions.ts';

export interface FormTables {
  /** A §522(d) amount in whole dollars in force on the filing date (ISO), or undefined when unknown. */
  federalExemption(id: FederalExemptionId, filingDate: string): number | undefined;
  /** The state's exemption data row, when the project has one. */
  stateExemptions(stateCode: string): StateExemptions | undefined;
}

export const LAW_TABLES: FormTables = {
  federalExemption(id, filingDate) {
    try {
      return getFederalExemption(id, new Date(`${filingDate}T12:00:00Z`)).value;
    } catch {
      return undefined;
    }
  },
  stateExemptions: getStateExemptions,
};
