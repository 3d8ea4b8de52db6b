import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { set } from 'react-hook-form';
import type { ZodType, ZodTypeDef } from 'zod';

// What validating needs besides the schema comes with it, on first use: not with the page.
const loadValidation = () => Promise.all([import('@hookform/resolvers/zod'), import('./typed-inputs.ts')]);

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

/** React Hook Form's Zod resolver over a shared contract, with money and date boxes read first. */
export function createZodFormResolver<TInput extends FieldValues, TOutput>(
  source: FormSchemaSource<TOutput>,
  kinds: Readonly<Record<string, InputKind>>,
  messages: InputKindMessages,
): Resolver<TInput, unknown, TOutput> {
  const loadSchema = loadOnce(source);
  return async (values, context, options) => {
    const [schema, [{ zodResolver }, { readTypedInputs }]] = await Promise.all([loadSchema(), loadValidation()]);
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
