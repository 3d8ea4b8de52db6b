import { z } from 'zod';
import { looksLikeSocialSecurityNumber } from '../format/social-security-number.ts';

/**
 * The building blocks every request contract uses for text and ids, so no field lets through what
 * the database refuses (a NUL byte is error 22021/22P05 there) or what hides in a page or a log
 * (control characters).
 */
export const CONTROL_CHARACTER_MESSAGE = 'Remove the hidden control characters from this text.';

/**
 * C0 controls, DEL, C1 controls and halves of broken characters (a lone UTF-16 surrogate, which no
 * keyboard produces and the database cannot store): nothing a person types on one line.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]*$/u;
/** The same, but line breaks (\n, and \r from pasted Windows text) and tabs are part of longer text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROL_CHARACTERS_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ud800-\udfff]*$/u;

type StringParams = Parameters<typeof z.string>[0];

/** One line of text (names, titles, codes, ids): refuses every control character. */
export const text = (params?: StringParams) => z.string(params).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** Text that may span lines (messages, stories, answers): keeps line breaks and tabs, refuses other control characters. */
export const multilineText = (params?: StringParams) => z.string(params).regex(NO_CONTROL_CHARACTERS_BUT_LINES, CONTROL_CHARACTER_MESSAGE);

/** The largest value of the database's `integer` (int4) columns, which hold every numeric id. */
export const MAX_INT4 = 2_147_483_647;

/** A positive whole number that fits the database's id columns (serial/int4). */
export const idNumber = (params?: Parameters<typeof z.number>[0]) => z.number(params).int().positive().max(MAX_INT4);

/** The same id read from a path or a query string ("12"), where every value arrives as text. */
export const idFromText = (params?: Parameters<typeof z.coerce.number>[0]) => z.coerce.number(params).int().positive().max(MAX_INT4);

/** What a field holding a Social Security number says; `what` names the field ("your message"). */
export const socialSecurityNumberMessage = (what: string) =>
  `Remove the Social Security number from ${what}. For your safety, do not share it here: we never need it.`;

/**
 * Refuses text that holds a Social Security number: chat messages and the free text people share
 * with staff (contact messages, stories, questions). Client forms and server routes run the same
 * schema, so both give the same message on the same field.
 */
export function withoutSocialSecurityNumber<T extends z.ZodType<string, z.ZodTypeDef, unknown>>(schema: T, message: string): z.ZodEffects<T, z.output<T>, z.input<T>> {
  return schema.refine((value) => !looksLikeSocialSecurityNumber(value), { message }) as z.ZodEffects<T, z.output<T>, z.input<T>>;
}
