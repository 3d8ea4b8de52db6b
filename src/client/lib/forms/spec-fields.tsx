// Fields drawn from their specs (field-specs.ts), shared by the risk assessment's questionnaire and
// the document interview: one switch over the kinds of field, with what differs between the two
// (texts, choices known only at run time, the six months' names) given through `SpecFieldsContext`.
import * as React from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { formatIsoMonth } from '#shared/format/dates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { DateField } from './date-field.tsx';
import type { Choice, FieldSpec, FormValues, Words } from './field-specs.ts';
import { MoneyField, SelectField, TextField } from './fields.tsx';
import { useZodFormContext } from './form.tsx';
import { RadioGroupField } from './radio-group-field.tsx';

/** The fields' own words (a feature passes its translated ones). */
export interface SpecFieldTexts {
  yes: string;
  no: string;
  choose: string;
  nothingToChoose: string;
  remove: string;
  removeLabel: (item: string) => string;
  itemNumber: (item: string, number: number) => string;
  monthsLegend: string;
  /** The accessible name of one month's box (`Wages, May 2026`). */
  month: (source: string, month: string) => string;
}

export interface SpecFieldsSettings {
  texts: SpecFieldTexts;
  /** Choices of a select or check boxes whose spec has none, by field name (a debt's collateral: the property list). */
  choices: Readonly<Record<string, readonly Choice[]>>;
  /** The six months (`YYYY-MM`, oldest first) of a months field whose spec names none. */
  months: readonly string[];
}

const ENGLISH: SpecFieldTexts = {
  yes: 'Yes',
  no: 'No',
  choose: 'Choose…',
  nothingToChoose: 'Nothing to choose from yet.',
  remove: 'Remove',
  removeLabel: (item) => `Remove ${item}`,
  itemNumber: (item, number) => `${item} ${number}`,
  monthsLegend: 'Amount received each month',
  month: (source, month) => `${source}, ${month}`,
};

export const SpecFieldsContext = React.createContext<SpecFieldsSettings>({ texts: ENGLISH, choices: {}, months: [] });

/** Text of a label: a UI text, or words that come with the data. */
export function useWords() {
  const t = useT();
  return (words: Words | undefined) => (words === undefined ? undefined : typeof words === 'string' ? t(words) : words.raw);
}

const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

function ChoicesField({ spec, name }: { spec: Extract<FieldSpec, { kind: 'select' | 'radio' }>; name: string }) {
  const { texts, choices } = React.useContext(SpecFieldsContext);
  const words = useWords();
  const options = spec.choices.length > 0 ? spec.choices : (choices[spec.name] ?? []);
  if (spec.kind === 'radio') {
    return <RadioGroupField name={name} legend={words(spec.label)} hint={words(spec.hint)} choices={options.map((c) => ({ value: c.value, label: words(c.label), hint: words(c.hint) }))} />;
  }
  return (
    <SelectField name={name} label={words(spec.label)} hint={words(spec.hint)}>
      {options.some((option) => option.value === '') ? null : <option value="">{texts.choose}</option>}
      {options.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {words(choice.label)}
        </option>
      ))}
    </SelectField>
  );
}

function CheckboxesField({ spec, name }: { spec: Extract<FieldSpec, { kind: 'checkboxes' }>; name: string }) {
  const { texts, choices } = React.useContext(SpecFieldsContext);
  const words = useWords();
  const form = useZodFormContext();
  const options = spec.choices.length > 0 ? spec.choices : (choices[spec.name] ?? []);
  const id = form.fieldId(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={[spec.hint ? `${id}-hint` : '', message ? `${id}-error` : ''].join(' ').trim() || undefined}>
      <legend className="font-semibold">{words(spec.label)}</legend>
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {words(spec.hint)}
        </p>
      ) : null}
      {options.length === 0 && texts.nothingToChoose ? <p className="text-sm text-muted-foreground">{texts.nothingToChoose}</p> : null}
      {options.map((choice, index) => (
        <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="checkbox" value={choice.value} {...form.register(name)} id={index === 0 ? id : `${id}-${choice.value}`} className="mt-1 size-5 shrink-0 accent-primary" />
          <span>{words(choice.label)}</span>
        </label>
      ))}
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </fieldset>
  );
}

/** One kind of income: ticked when received, then the amount of each of the six months, named. */
function IncomeSource({ name, choice, months }: { name: string; choice: Choice; months: readonly string[] }) {
  const { texts } = React.useContext(SpecFieldsContext);
  const words = useWords();
  const received = useZodFormContext().watch(`${name}.received`) as unknown;
  const label = words(choice.label) ?? '';
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
      <CheckboxField name={`${name}.received`} label={label} hint={words(choice.hint)} />
      {received === true ? (
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <legend className="mb-2 text-sm font-semibold">{texts.monthsLegend}</legend>
          {months.map((month, index) => (
            <MoneyField key={month} name={`${name}.months.${index}`} label={formatIsoMonth(month)} aria-label={texts.month(label, formatIsoMonth(month))} />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

function MonthsField({ spec, name }: { spec: Extract<FieldSpec, { kind: 'months' }>; name: string }) {
  const settings = React.useContext(SpecFieldsContext);
  const words = useWords();
  const months = spec.months.length > 0 ? spec.months : settings.months;
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 font-semibold">{words(spec.label)}</legend>
      {spec.hint ? <p className="text-sm text-muted-foreground">{words(spec.hint)}</p> : null}
      {spec.sources.map((choice) => (
        <IncomeSource key={choice.value} name={`${name}.${choice.value}`} choice={choice} months={months} />
      ))}
    </fieldset>
  );
}

function ListField({ spec, name }: { spec: Extract<FieldSpec, { kind: 'list' }>; name: string }) {
  const { texts } = React.useContext(SpecFieldsContext);
  const words = useWords();
  // Rows through watch/setValue rather than useFieldArray: react-hook-form sits in a chunk shared
  // with public pages' forms, and every hook used anywhere adds to their first load.
  const form = useZodFormContext();
  const rows = (form.watch(name) as FormValues[] | undefined) ?? [];
  const setRows = (next: FormValues[]) => form.setValue(name, next, { shouldDirty: true });
  const item = words(spec.itemLabel) ?? '';
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-lg font-semibold">{words(spec.label)}</h2>
      {rows.length === 0 ? <p className="text-muted-foreground">{words(spec.emptyText)}</p> : null}
      {rows.map((_row, index) => {
        const label = texts.itemNumber(item, index + 1);
        return (
          <fieldset key={index} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
            <legend className="px-1 font-semibold">{label}</legend>
            <SpecFields specs={spec.fields} prefix={`${name}.${index}`} />
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => setRows(rows.filter((_, at) => at !== index))} aria-label={texts.removeLabel(label)}>
                <Trash2 aria-hidden="true" />
                {texts.remove}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="button" variant="outline" onClick={() => setRows([...rows, spec.blank()])}>
          <Plus aria-hidden="true" />
          {words(spec.addLabel)}
        </Button>
      </div>
    </div>
  );
}

function WhenField({ spec, prefix }: { spec: Extract<FieldSpec, { kind: 'when' }>; prefix: string }) {
  const value = useZodFormContext().watch(join(prefix, spec.name)) as unknown;
  return value === spec.equals ? <SpecFields specs={spec.fields} prefix={prefix} /> : null;
}

function Field({ spec, prefix }: { spec: FieldSpec; prefix: string }) {
  const { texts } = React.useContext(SpecFieldsContext);
  const words = useWords();
  if (spec.kind === 'fixed' || spec.kind === 'keep') return null;
  if (spec.kind === 'when') return <WhenField spec={spec} prefix={prefix} />;
  const name = join(prefix, spec.name);
  const label = words(spec.label);
  const hint = words(spec.hint);
  switch (spec.kind) {
    case 'money':
      return <MoneyField name={name} label={label} hint={hint} className="max-w-xs" />;
    case 'whole':
      return <TextField name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" className="max-w-xs" />;
    case 'text':
      return <TextField name={name} label={label} hint={hint} autoComplete="off" />;
    case 'date':
      return <DateField name={name} label={label} hint={hint} className="max-w-xs" />;
    case 'select':
    case 'radio':
      return <ChoicesField spec={spec} name={name} />;
    case 'yesNo':
      return (
        <RadioGroupField
          name={name}
          legend={label}
          hint={hint}
          choices={[
            { value: 'yes', label: texts.yes },
            { value: 'no', label: texts.no },
          ]}
        />
      );
    case 'checkboxes':
      return <CheckboxesField spec={spec} name={name} />;
    case 'list':
      return <ListField spec={spec} name={name} />;
    case 'months':
      return <MonthsField spec={spec} name={name} />;
  }
}

/** A page's fields, rendered from their specs. */
export function SpecFields({ specs, prefix = '' }: { specs: readonly FieldSpec[]; prefix?: string }) {
  return (
    <div className="flex flex-col gap-6">
      {specs.map((spec, index) => (
        <Field key={`${spec.kind}-${spec.name}-${index}`} spec={spec} prefix={prefix} />
      ))}
    </div>
  );
}
