/**
 * Every form definition the product renders, by official form number. To add a form, write
 * forms/<form>/definition.ts and add it here (one line); package.ts renders the forms of a package
 * that are registered, in the package's order.
 */
import { FORM_106SUM } from './106sum/definition.ts';
import type { FormDefinition } from './types.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = [FORM_106SUM];

export function formDefinition(number: string): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((definition) => definition.number === number);
}
