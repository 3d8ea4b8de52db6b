/**
 * Every form definition the product renders, by official form number. To add a form, write
 * forms/<form>/definition.ts and add it here (one line); package.ts renders the forms of a package
 * that are registered, in the package's order.
 */
import { FORM_101 } from './101/definition.ts';
import { FORM_106AB } from './106ab/definition.ts';
import { FORM_106C } from './106c/definition.ts';
import { FORM_106D } from './106d/definition.ts';
import { FORM_106DEC } from './106dec/definition.ts';
import { FORM_106SUM } from './106sum/definition.ts';
import type { FormDefinition } from './types.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = [FORM_101, FORM_106SUM, FORM_106AB, FORM_106C, FORM_106D, FORM_106DEC];

export function formDefinition(number: string): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((definition) => definition.number === number);
}
