import fc from 'fast-check';
import { z, type ZodTypeAny } from 'zod';

/**
 * fast-check values shaped like a shared contract's input: mostly the right shape with valid-looking
 * values (so handlers and the database run), mixed with hostile ones (control characters, NUL,
 * numbers past any column, wrong types, missing fields).
 */

/** Numbers that break naive handling: past int4, past safe integers, fractions, negatives. */
export const HOSTILE_NUMBERS = [0, -1, 1.5, 2_147_483_647, 2_147_483_648, 99_999_999_999, Number.MAX_SAFE_INTEGER, 2 ** 63, 1e308, -1e308] as const;

/** Text that breaks naive handling: NUL and other control characters, bidi marks, lone surrogates, SQL and HTML. */
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u202eevil', '\ud800', "'; drop table users; --", '<script>alert(1)</script>', ' ', '', '1e308', '99999999999'),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000`),
);

const hostileValue = fc.oneof(hostileText, fc.constantFrom(...HOSTILE_NUMBERS), fc.constantFrom(null, true, [], {}));

function stringArbitrary(schema: z.ZodString): fc.Arbitrary<string> {
  const checks = schema._def.checks;
  const has = (kind: string) => checks.some((c) => c.kind === kind);
  const min = checks.find((c) => c.kind === 'min')?.value ?? 0;
  const max = Math.min(checks.find((c) => c.kind === 'max')?.value ?? 60, min + 60);
  let valid: fc.Arbitrary<string>;
  if (has('email')) valid = fc.emailAddress();
  else if (has('uuid')) valid = fc.uuid();
  else if (has('datetime')) valid = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  else if (has('url')) valid = fc.webUrl();
  else valid = fc.string({ minLength: min, maxLength: Math.max(min, max) });
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: hostileText });
}

function numberArbitrary(schema: z.ZodNumber): fc.Arbitrary<number> {
  const checks = schema._def.checks;
  const min = checks.find((c) => c.kind === 'min')?.value ?? 1;
  const max = checks.find((c) => c.kind === 'max')?.value ?? 50;
  return fc.oneof({ weight: 3, arbitrary: fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, min + 1000)) }) }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) });
}

/** A value for `schema`: the right shape most of the time, something hostile otherwise. */
export function contractArbitrary(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  const shaped = shapedArbitrary(schema);
  return fc.oneof({ weight: 5, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedArbitrary(schema: ZodTypeAny): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodString) return stringArbitrary(schema);
  if (schema instanceof z.ZodNumber) return numberArbitrary(schema);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value);
  if (schema instanceof z.ZodArray) return fc.array(contractArbitrary(schema.element), { maxLength: 6 });
  if (schema instanceof z.ZodOptional) return fc.option(contractArbitrary(schema.unwrap()), { nil: undefined });
  if (schema instanceof z.ZodNullable) return fc.option(contractArbitrary(schema.unwrap()), { nil: null });
  if (schema instanceof z.ZodDefault) return fc.option(contractArbitrary(schema.removeDefault()), { nil: undefined });
  if (schema instanceof z.ZodEffects) return shapedArbitrary(schema.innerType());
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, ZodTypeAny>;
    const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, contractArbitrary(field)]));
    // Usually every field, sometimes some missing.
    return fc.oneof({ weight: 4, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) });
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** Every string field of a schema (following objects, arrays, optionals, defaults and refinements). */
export function stringLeaves(schema: ZodTypeAny, path = ''): Array<{ path: string; schema: z.ZodString }> {
  if (schema instanceof z.ZodString) return [{ path, schema }];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return stringLeaves(schema.unwrap(), path);
  if (schema instanceof z.ZodDefault) return stringLeaves(schema.removeDefault(), path);
  if (schema instanceof z.ZodEffects) return stringLeaves(schema.innerType(), path);
  if (schema instanceof z.ZodArray) return stringLeaves(schema.element, `${path}[]`);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, ZodTypeAny>).flatMap(([key, field]) => stringLeaves(field, path ? `${path}.${key}` : key));
  }
  return [];
}
