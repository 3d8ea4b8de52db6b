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
import { FORM_103A } from './103a/definition.ts';
import { FORM_103B } from './103b/definition.ts';
import { FORM_106EF } from './106ef/definition.ts';
import { FORM_106G } from './106g/definition.ts';
import { FORM_106H } from './106h/definition.ts';
import { FORM_106I } from './106i/definition.ts';
import { FORM_106J } from './106j/definition.ts';
import { FORM_107 } from './107/definition.ts';
import { FORM_108 } from './108/definition.ts';
import { FORM_121 } from './121/definition.ts';
import { FORM_122A1 } from './122a-1/definition.ts';
import { FORM_122A1SUPP } from './122a-1supp/definition.ts';
import { FORM_122A2 } from './122a-2/definition.ts';
import { FORM_122C1 } from './122c-1/definition.ts';
import { FORM_113 } from './113/definition.ts';
import { FORM_122C2 } from './122c-2/definition.ts';
import type { FormDefinition } from './types.ts';

export const FORM_DEFINITIONS: readonly FormDefinition[] = [
  FORM_101,
  FORM_106SUM,
  FORM_106AB,
  FORM_106C,
  FORM_106D,
  FORM_106DEC,
  // Chapter 7 package (ch7-package): the rest of the schedules and the statements.
  FORM_106EF,
  FORM_106G,
  FORM_106H,
  FORM_106I,
  FORM_106J,
  FORM_107,
  FORM_108,
  FORM_121,
  FORM_122A1,
  FORM_122A1SUPP,
  FORM_122A2,
  FORM_103A,
  FORM_103B,
  // Chapter 13 package (ch13-forms).
  FORM_122C1,
  FORM_122C2,
  FORM_113,
];

export function formDefinition(number: string): FormDefinition | undefined {
  return FORM_DEFINITIONS.find((definition) => definition.number === number);
}
