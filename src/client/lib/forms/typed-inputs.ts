import type { FieldError, FieldValues } from 'react-hook-form';
import { get, set } from 'react-hook-form';
import { parseDateInput, parseMoneyInput } from './parse-input.ts';
import type { InputKind, InputKindMessages } from './zod-form-resolver.ts';

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
