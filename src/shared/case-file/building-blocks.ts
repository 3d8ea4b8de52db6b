/**
 * Building blocks of the case file's schemas, in a module of their own so the sections kept in
 * other files (financial affairs, the Chapter 13 plan) use them without an import cycle.
 */
import { z } from 'zod';
import { text } from '../contracts/fields.ts';
import { aboutSectionSchema } from '../law/household/household.ts';

export const shortText = (max: number, label: string) => text().trim().max(max, `${label} must be ${max} characters or fewer`);
export const requiredText = (max: number, label: string, missing: string) =>
  text({ required_error: missing, invalid_type_error: missing }).trim().min(1, missing).max(max, `${label} must be ${max} characters or fewer`);
export const yesNo = (question: string) => z.boolean({ required_error: question, invalid_type_error: question });
/** A year typed as a number ("2019"), with the example in the message. */
export const year = (missing: string, example: string) =>
  z
    .number({ required_error: missing, invalid_type_error: missing })
    .int(example)
    .min(1900, example)
    .max(2100, example);
export const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { errorMap: () => ({ message }) });

/** A stable id of a list item ("p1", "debt-3", a UUID): letters, digits, - and _. */
export const itemIdSchema = z
  .string({ required_error: 'Each item needs an id', invalid_type_error: 'Each item needs an id' })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An item id is 1 to 64 letters, digits, - or _');

/** Two-letter state or territory code, as the household model's (the means test's list and messages). */
export const stateCodeSchema = aboutSectionSchema.shape.stateCode;

export const addressSchema = z.object({
  street: requiredText(120, 'The street address', 'Enter the street address'),
  street2: shortText(120, 'The second address line').optional(),
  city: requiredText(80, 'The city', 'Enter the city'),
  state: stateCodeSchema,
  zip: z
    .string({ required_error: 'Enter the ZIP code', invalid_type_error: 'Enter the ZIP code' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code of 5 digits, like 19401 (or ZIP+4, like 19401-1234)'),
  /** Where the person lives (Form 101 line 5); creditors' addresses leave it out. */
  county: shortText(80, 'The county name').optional(),
});
