// Answers and field paths in words: for the error summary ("Loan 2, Amount owed") and for the
// check-your-answers page, from the same field specs the pages are built from.
import type { AssessmentAnswers } from '#shared/contracts/risk-assessments.ts';
import { formatIsoDate, formatIsoMonth } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import type { MessageKey, MessageVars } from '#client/i18n/i18n.ts';
import type { FieldSpec, FormValues, Words } from '#client/lib/forms/field-specs.ts';
import { INCOME_SOURCE_CHOICES, type QuestionStep } from './questionnaire-steps.ts';

type WordsOf = (words: Words | undefined) => string | undefined;
type Translate = (key: MessageKey, vars?: MessageVars) => string;

const dollars = (cents: unknown) => (typeof cents === 'number' ? formatDollars(cents / 100) : '');

/** The words of a field path on a page (`secured.1.balance` → "Loan 2, Amount owed"); undefined when unknown. */
export function describeErrorPath(specs: readonly FieldSpec[], path: string, words: WordsOf, months: readonly string[], t?: Translate): string | undefined {
  for (const spec of specs) {
    if (spec.kind === 'fixed' || spec.kind === 'keep') continue;
    if (spec.kind === 'when') {
      const found = describeErrorPath(spec.fields, path, words, months, t);
      if (found) return found;
      continue;
    }
    if (path === spec.name) return words(spec.label);
    if (!path.startsWith(`${spec.name}.`)) continue;
    const rest = path.slice(spec.name.length + 1).split('.');
    if (spec.kind === 'list') {
      const item = words(spec.itemLabel);
      const inner = describeErrorPath(spec.fields, rest.slice(1).join('.'), words, months, t);
      return [`${item} ${Number(rest[0]) + 1}`, inner].filter(Boolean).join(', ');
    }
    if (spec.kind === 'months') {
      const source = INCOME_SOURCE_CHOICES.find((choice) => choice.value === rest[0]);
      const month = rest[1] === 'months' && rest[2] !== undefined ? months[Number(rest[2])] : undefined;
      return [source ? words(source.label) : undefined, month ? formatIsoMonth(month) : undefined].filter(Boolean).join(', ');
    }
  }
  return undefined;
}

function read(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

/** One answer in words (`$1,250`, `Yes`, `Chapter 7`); '' when not answered. */
function describeValue(spec: Exclude<FieldSpec, { kind: 'when' | 'fixed' | 'keep' }>, value: unknown, words: WordsOf, t: Translate): string | string[] {
  if (value === undefined || value === null) return '';
  switch (spec.kind) {
    case 'money':
      return dollars(value);
    case 'whole':
    case 'text':
      return String(value);
    case 'date':
      return formatIsoDate(String(value));
    case 'yesNo':
      return value === true ? t('assessment.q.yes') : t('assessment.q.no');
    case 'select':
    case 'radio': {
      const choice = spec.choices.find((c) => c.value === String(value));
      return choice ? (words(choice.label) ?? '') : String(value);
    }
    case 'checkboxes': {
      const chosen = (value as string[]).map((v) => words(spec.choices.find((c) => c.value === v)?.label) ?? v);
      return chosen.length ? chosen : t('assessment.q.none');
    }
    case 'list': {
      const rows = value as FormValues[];
      if (rows.length === 0) return t('assessment.q.none');
      return rows.map((row, index) => {
        const parts = describeSpecs(spec.fields, row, words, t)
          .filter((answer) => answer.value !== '')
          .map((answer) => `${answer.label}: ${[answer.value].flat().join(', ')}`);
        return `${words(spec.itemLabel)} ${index + 1}: ${parts.join('; ')}`;
      });
    }
    case 'months': {
      const income = value as Record<string, { entry: string; months?: number[]; sixMonthTotal?: number }>;
      const lines = INCOME_SOURCE_CHOICES.filter((choice) => income[choice.value]).map((choice) => {
        const entry = income[choice.value]!;
        const total = entry.entry === 'total' ? (entry.sixMonthTotal ?? 0) : (entry.months ?? []).reduce((sum, cents) => sum + cents, 0);
        return t('assessment.check.incomeTotal', { source: words(choice.label) ?? '', amount: dollars(total) });
      });
      return lines.length ? lines : t('assessment.q.none');
    }
  }
}

export interface DescribedAnswer {
  label: string;
  value: string | string[];
}

function describeSpecs(specs: readonly FieldSpec[], model: unknown, words: WordsOf, t: Translate, steering: FormValues = {}): DescribedAnswer[] {
  return specs.flatMap((spec): DescribedAnswer[] => {
    if (spec.kind === 'fixed' || spec.kind === 'keep') return [];
    if (spec.kind === 'when') return steering[spec.name] === spec.equals ? describeSpecs(spec.fields, model, words, t, steering) : [];
    if (spec.kind === 'yesNo' && spec.steering) {
      const answer = steering[spec.name];
      return [{ label: words(spec.label) ?? '', value: answer === 'yes' ? t('assessment.q.yes') : answer === 'no' ? t('assessment.q.no') : '' }];
    }
    return [{ label: words(spec.label) ?? '', value: describeValue(spec, read(model, spec.name), words, t) }];
  });
}

/** A page's answers in words, for check your answers. */
export function describeStepAnswers(step: QuestionStep, answers: AssessmentAnswers, months: readonly string[], words: WordsOf, t: Translate): DescribedAnswer[] {
  const specs = step.fields({ answers, months });
  return describeSpecs(specs, answers[step.section] ?? {}, words, t, step.steering?.(answers) ?? {});
}
