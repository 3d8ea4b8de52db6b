// The questionnaire's fields as data: what each box on a page is, how the text a person typed
// becomes the household model's value (cents, booleans, ISO days), and back. Form values are kept
// as typed; the model's own schemas check the converted values, so errors land on the same paths.
import { MAX_MONEY_CENTS, parseMoney } from '#shared/law/household/index.ts';
import type { MessageKey } from '#client/i18n/i18n.ts';
import { formatDateInput, parseDateInput } from '#client/lib/forms/parse-input.ts';

/** A text to show: a UI text key, or words that come with the data (state names, form line labels). */
export type Words = MessageKey | { raw: string };

export interface Choice {
  value: string;
  label: Words;
  hint?: Words;
}

interface BaseSpec {
  /** Path inside the page's form values (the same path as in the household section). */
  name: string;
  label: Words;
  hint?: Words;
}

export type FieldSpec =
  | (BaseSpec & { kind: 'money'; optional?: boolean; /** Blank counts as $0 (a form line whose hint says "leave blank if none"), and $0 shows blank. */ blankIsZero?: boolean })
  | (BaseSpec & { kind: 'whole' })
  | (BaseSpec & { kind: 'select'; choices: readonly Choice[]; numeric?: boolean })
  | (BaseSpec & { kind: 'radio'; choices: readonly Choice[]; numeric?: boolean })
  | (BaseSpec & { kind: 'yesNo'; /** A question that only steers the page (not in the household); this message when unanswered. */ steering?: MessageKey })
  | (BaseSpec & { kind: 'date'; optional?: boolean })
  | (BaseSpec & { kind: 'text'; optional?: boolean })
  | (BaseSpec & { kind: 'checkboxes'; choices: readonly Choice[] })
  | (BaseSpec & { kind: 'list'; itemLabel: Words; addLabel: Words; emptyText: Words; fields: readonly FieldSpec[]; blank: () => FormValues })
  | (BaseSpec & {
      kind: 'months';
      /** The six months (`YYYY-MM`), oldest first; none: the months the page is given (the filing date's). */
      months: readonly string[];
      /** The kinds of income asked, each ticked when received. */
      sources: readonly Choice[];
    })
  | { kind: 'fixed'; /** Saved as is, never asked (what a page's branch makes certain). */ name: string; value: unknown }
  | { kind: 'keep'; /** Carried from the saved value to the saved value, never asked (a list item's id). */ name: string }
  | { kind: 'when'; name: string; /** Shown (and saved) only while the steering answer at `name` equals `equals`. */ equals: string; fields: readonly FieldSpec[]; otherwise?: FormValues };

export type FormValues = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

/** The value at a dotted path (`answers.6.entries`). */
export function readPath(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

export function writePath(target: FormValues, path: string, value: unknown): void {
  if (value === undefined) return;
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as FormValues;
  }
  node[keys.at(-1)!] = value;
}

/**
 * Typed dollars as cents. Text that is no amount stays text, so the model's cents schema says
 * "Enter an amount in dollars…"; negative and huge amounts become numbers its own messages name.
 */
export function moneyToCents(typed: unknown, optional = false): unknown {
  if (typeof typed !== 'string') return typed;
  if (optional && typed.trim() === '') return undefined;
  const parsed = parseMoney(typed);
  if (parsed.ok) return parsed.cents;
  if (/^\s*\$?\s*-/.test(typed)) return -1;
  if (/too large/i.test(parsed.message)) return MAX_MONEY_CENTS + 1;
  return typed;
}

export function centsToTyped(cents: unknown): string {
  if (typeof cents !== 'number') return '';
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function toWhole(typed: unknown): unknown {
  if (isBlank(typed)) return undefined;
  const text = String(typed).trim().replace(/,/g, '');
  return /^\d+$/.test(text) ? Number(text) : text;
}

/** One field's form value → the model's value (undefined: leave it out). */
function toModelValue(spec: Exclude<FieldSpec, { kind: 'when' | 'fixed' | 'keep' }>, value: unknown): unknown {
  switch (spec.kind) {
    case 'money':
      if (isBlank(value) && spec.blankIsZero) return 0;
      return isBlank(value) && spec.optional ? undefined : moneyToCents(value ?? '', spec.optional);
    case 'whole':
      return toWhole(value);
    case 'select':
    case 'radio':
      if (isBlank(value)) return undefined;
      return spec.numeric ? Number(value) : value;
    case 'yesNo':
      return value === 'yes' ? true : value === 'no' ? false : undefined;
    case 'date':
      if (isBlank(value)) return undefined;
      return parseDateInput(String(value)) ?? value;
    case 'text':
      if (isBlank(value)) return spec.optional ? undefined : '';
      return String(value).trim();
    case 'checkboxes':
      return Array.isArray(value) ? value : isBlank(value) || value === false ? [] : [value];
    case 'list':
      return (Array.isArray(value) ? value : []).map((row) => toModel(spec.fields, row as FormValues));
    case 'months':
      return toIncome(value);
  }
}

/** An income page's values (per source: received, six typed months) → the model's person income. */
function toIncome(value: unknown): unknown {
  const sources = (value ?? {}) as Record<string, { received?: unknown; months?: unknown[] }>;
  const income: FormValues = {};
  for (const [source, entry] of Object.entries(sources)) {
    if (entry?.received !== true) continue;
    income[source] = { entry: 'monthly', months: (entry.months ?? []).map((month) => moneyToCents(month ?? '')) };
  }
  return income;
}

/** A page's form values → the household section's values it owns. Steering answers are left out. */
export function toModel(specs: readonly FieldSpec[], values: FormValues, prefix = ''): FormValues {
  const out: FormValues = {};
  for (const spec of specs) {
    if (spec.kind === 'when') {
      if (readPath(values, join(prefix, spec.name)) === spec.equals) mergeDeep(out, toModel(spec.fields, values, prefix));
      else if (spec.otherwise) mergeDeep(out, spec.otherwise);
      continue;
    }
    if (spec.kind === 'fixed') {
      writePath(out, spec.name, spec.value);
      continue;
    }
    if (spec.kind === 'keep') {
      writePath(out, spec.name, readPath(values, join(prefix, spec.name)));
      continue;
    }
    if (spec.kind === 'yesNo' && spec.steering) continue;
    writePath(out, spec.name, toModelValue(spec, readPath(values, join(prefix, spec.name))));
  }
  return out;
}

/** Merges `source` into `target`, objects key by key (arrays and values replaced). */
export function mergeDeep(target: FormValues, source: FormValues): FormValues {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (value && typeof value === 'object' && !Array.isArray(value) && existing && typeof existing === 'object' && !Array.isArray(existing)) mergeDeep(existing as FormValues, value as FormValues);
    else target[key] = value;
  }
  return target;
}

/** Unanswered steering questions of a page: path → message. */
export function unansweredSteering(specs: readonly FieldSpec[], values: FormValues): Array<{ path: string; message: MessageKey }> {
  const missing: Array<{ path: string; message: MessageKey }> = [];
  for (const spec of specs) {
    if (spec.kind === 'yesNo' && spec.steering && isBlank(readPath(values, spec.name))) missing.push({ path: spec.name, message: spec.steering });
    if (spec.kind === 'when' && readPath(values, spec.name) === spec.equals) missing.push(...unansweredSteering(spec.fields, values));
  }
  return missing;
}

/** The model's value → what the box shows. */
function toFormValue(spec: Exclude<FieldSpec, { kind: 'when' | 'fixed' | 'keep' }>, value: unknown, months = 6): unknown {
  switch (spec.kind) {
    case 'money':
      return spec.blankIsZero && value === 0 ? '' : centsToTyped(value);
    case 'whole':
      return typeof value === 'number' ? String(value) : '';
    case 'select':
    case 'radio':
      return value === undefined || value === null ? (spec.kind === 'radio' ? null : '') : String(value);
    case 'yesNo':
      return value === true ? 'yes' : value === false ? 'no' : null;
    case 'date':
      return typeof value === 'string' ? formatDateInput(value) : '';
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'checkboxes':
      return Array.isArray(value) ? value : [];
    case 'list':
      return (Array.isArray(value) ? value : []).map((row) => toForm(spec.fields, row as FormValues));
    case 'months': {
      const income = (value ?? {}) as Record<string, { entry?: string; months?: number[]; sixMonthTotal?: number }>;
      return Object.fromEntries(
        Object.entries(income).map(([source, entry]) => {
          // A six-month total (from another tool) shows as equal months, the same average.
          const monthly = entry?.entry === 'total' ? Array.from({ length: months }, () => Math.round((entry.sixMonthTotal ?? 0) / months)) : (entry?.months ?? []);
          return [source, { received: true, months: monthly.map(centsToTyped) }];
        }),
      );
    }
  }
}

/**
 * The household section's values → a page's form values. `steering` gives the steering answers
 * as the saved model implies them (a home saved: yes; the section saved without one: no).
 */
export function toForm(specs: readonly FieldSpec[], model: FormValues, steering: FormValues = {}): FormValues {
  const out: FormValues = {};
  for (const spec of specs) {
    if (spec.kind === 'when') {
      mergeDeep(out, toForm(spec.fields, model, steering));
      continue;
    }
    if (spec.kind === 'fixed') continue;
    if (spec.kind === 'keep') {
      writePath(out, spec.name, readPath(model, spec.name));
      continue;
    }
    if (spec.kind === 'yesNo' && spec.steering) {
      writePath(out, spec.name, steering[spec.name] ?? null);
      continue;
    }
    writePath(out, spec.name, toFormValue(spec, readPath(model, spec.name)));
  }
  return out;
}

/** Every field's path and label on a page, for the error summary (`debtor.wages.months.2` → its month). */
export function fieldPaths(specs: readonly FieldSpec[]): Array<{ spec: FieldSpec; name: string }> {
  return specs.flatMap((spec) => (spec.kind === 'when' ? fieldPaths(spec.fields) : spec.kind === 'fixed' || spec.kind === 'keep' ? [] : [{ spec, name: spec.name }]));
}
