import type { FieldErrors } from 'react-hook-form';

export interface FormErrorItem {
  /** The field's path (`debts.0.amount`); `root…` for problems of the whole form. */
  path: string;
  message: string;
}

function isLeafError(value: unknown): value is { message?: unknown; type: unknown } {
  return typeof value === 'object' && value !== null && 'type' in value && typeof (value as { type: unknown }).type === 'string';
}

/** Every message in React Hook Form's nested error tree, in the order the schema reported them. */
export function listFormErrors(errors: FieldErrors, prefix = ''): FormErrorItem[] {
  const items: FormErrorItem[] = [];
  for (const [key, value] of Object.entries(errors)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isLeafError(value)) {
      if (typeof value.message === 'string' && value.message !== '') items.push({ path, message: value.message });
    }
    // Arrays and objects hold their children's errors (and an array may also have its own).
    if (typeof value === 'object' && value !== null) {
      const children = Object.fromEntries(Object.entries(value).filter(([child]) => !['type', 'message', 'ref', 'types'].includes(child)));
      items.push(...listFormErrors(children as FieldErrors, path));
    }
  }
  return items;
}
