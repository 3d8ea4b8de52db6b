import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { get, set } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ZodType, ZodTypeDef } from 'zod';
import { parseDateInput, parseMoneyInput } from './parse-input.ts';

/** A shared contract's schema: what the form holds in, what the API takes out. */
export type FormSchema<TOutput> = ZodType<TOutput, ZodTypeDef, unknown>;

/**
 * The schema itself, or a loader: public pages pass `() => import('#shared/contracts/x.ts').then(…)`
 * so Zod downloads when someone uses the form, not with the page.
 */
export type FormSchemaSource<TOutput> = FormSchema<TOutput> | (() => Promise<FormSchema<TOutput>>);

/** Boxes that hold text but mean a number of dollars or a calendar date (ISO `YYYY-MM-DD`). */
export type InputKind = 'money' | 'date';

export interface InputKindMessages {
  money: string;
  date: string;
}

function loadOnce<TOutput>(source: FormSchemaSource<TOutput>): () => Promise<FormSchema<TOutput>> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let pending: Promise<FormSchema<TOutput>> | null = null;
  return () => {
    pending ??= source().catch((error: unknown) => {
      pending = null; // A failed download (offline) is tried again on the next submit.
      throw error;
    });
    return pending;
  };
}

/**
 * Reads money and date boxes into numbers and ISO dates before the schema sees them. An empty box
 * becomes undefined (the schema says whether it is required); text that is no amount or no date
 * gets the kind's own message, clearer than Zod's "Expected number, received string".
 */
export function readTypedInputs(
  values: FieldValues,
  kinds: Readonly<Record<string, InputKind>>,
  messages: InputKindMessages,
): { values: FieldValues; errors: Record<string, FieldError> } {
  const read: FieldValues = structuredClone(values);
  const errors: Record<string, FieldError> = {};
  for (const [path, kind] of Object.entries(kinds)) {
    const raw: unknown = get(values, path);
    if (typeof raw !== 'string') continue;
    if (raw.trim() === '') {
      set(read, path, undefined);
      continue;
    }
    const parsed = kind === 'money' ? parseMoneyInput(raw) : parseDateInput(raw);
    if (parsed === null) errors[path] = { type: `invalid_${kind}`, message: messages[kind] };
    else set(read, path, parsed);
  }
  return { values: read, errors };
}

/** React Hook Form's Zod resolver over a shared contract, with money and date boxes read first. */
export function createZodFormResolver<TInput extends FieldValues, TOutput>(
  source: FormSchemaSource<TOutput>,
  kinds: Readonly<Record<string, InputKind>>,
  messages: InputKindMessages,
): Resolver<TInput, unknown, TOutput> {
  const loadSchema = loadOnce(source);
  return async (values, context, options) => {
    const schema = await loadSchema();
    const typed = readTypedInputs(values, kinds, messages);
    const resolve = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, TOutput>;
    const result = await resolve(typed.values, context, options as never);
    const typedErrorPaths = Object.keys(typed.errors);
    if (typedErrorPaths.length === 0) return result as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
    // A box we could not read wins over whatever the schema said about the same field.
    const errors: FieldErrors = { ...(result.errors as FieldErrors) };
    for (const path of typedErrorPaths) set(errors, path, typed.errors[path]);
    return { values: {}, errors } as Awaited<ReturnType<Resolver<TInput, unknown, TOutput>>>;
  };
}
