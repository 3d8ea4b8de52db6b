import * as React from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { DateField } from '#client/lib/forms/date-field.tsx';
import type { Choice, FieldSpec, FormValues, Words } from '#client/lib/forms/field-specs.ts';
import { MoneyField, SelectField, TextField } from '#client/lib/forms/fields.tsx';
import { useZodFormContext } from '#client/lib/forms/form.tsx';
import { RadioGroupField } from '#client/lib/forms/radio-group-field.tsx';
import type { ListView } from '../lib/interview-pages.ts';

/** Choices known only from the case file (the property list for a debt's collateral, the debts for a codebtor). */
export const DynamicChoices = React.createContext<Record<string, readonly Choice[]>>({});

const wordsOf = (words: Words | undefined) => (words === undefined ? undefined : typeof words === 'string' ? words : words.raw);
const join = (prefix: string, name: string) => (prefix ? `${prefix}.${name}` : name);

function CheckboxesField({ spec, name }: { spec: Extract<FieldSpec, { kind: 'checkboxes' }>; name: string }) {
  const form = useZodFormContext();
  const dynamic = React.useContext(DynamicChoices);
  const options = spec.choices.length > 0 ? spec.choices : (dynamic[spec.name] ?? []);
  const id = form.fieldId(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="font-semibold">{wordsOf(spec.label)}</legend>
      {options.length === 0 ? <p className="text-sm text-muted-foreground">Nothing to choose from yet.</p> : null}
      {options.map((choice, index) => (
        <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="checkbox" value={choice.value} {...form.register(name)} id={index === 0 ? id : `${id}-${choice.value}`} className="mt-1 size-5 shrink-0 accent-primary" />
          <span>{wordsOf(choice.label)}</span>
        </label>
      ))}
      <FieldError id={`${id}-error`}>{message}</FieldError>
    </fieldset>
  );
}

function Field({ spec, prefix }: { spec: FieldSpec; prefix: string }) {
  const dynamic = React.useContext(DynamicChoices);
  if (spec.kind === 'fixed' || spec.kind === 'keep' || spec.kind === 'when' || spec.kind === 'list' || spec.kind === 'months') return null;
  const name = join(prefix, spec.name);
  const label = wordsOf(spec.label);
  const hint = wordsOf(spec.hint);
  switch (spec.kind) {
    case 'money':
      return <MoneyField name={name} label={label} hint={hint} className="max-w-xs" />;
    case 'whole':
      return <TextField name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" className="max-w-xs" />;
    case 'text':
      return <TextField name={name} label={label} hint={hint} autoComplete="off" />;
    case 'date':
      return <DateField name={name} label={label} hint={hint} className="max-w-xs" />;
    case 'radio':
      return <RadioGroupField name={name} legend={label} hint={hint} choices={spec.choices.map((c) => ({ value: c.value, label: wordsOf(c.label) }))} />;
    case 'select': {
      const options = spec.choices.length > 0 ? spec.choices : (dynamic[spec.name] ?? []);
      return (
        <SelectField name={name} label={label} hint={hint}>
          {options.some((option) => option.value === '') ? null : <option value="">Choose…</option>}
          {options.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {wordsOf(choice.label)}
            </option>
          ))}
        </SelectField>
      );
    }
    case 'yesNo':
      return (
        <RadioGroupField
          name={name}
          legend={label}
          hint={hint}
          choices={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
        />
      );
    case 'checkboxes':
      return <CheckboxesField spec={spec} name={name} />;
  }
}

/** A page's plain fields, rendered from their specs. */
export function InterviewFields({ specs, prefix = '' }: { specs: readonly FieldSpec[]; prefix?: string }) {
  return (
    <div className="flex flex-col gap-6">
      {specs.map((spec, index) => (
        <Field key={`${spec.kind}-${spec.name}-${index}`} spec={spec} prefix={prefix} />
      ))}
    </div>
  );
}

/**
 * A list that grows (another creditor, another vehicle): the rows of the section's list that
 * belong on this page, each in its own group, with Add and Remove. Rows of other pages stay as they are.
 */
export function InterviewList({ list }: { list: ListView }) {
  const form = useZodFormContext();
  const rows = (form.watch(list.key) as FormValues[] | undefined) ?? [];
  const setRows = (next: FormValues[]) => form.setValue(list.key, next, { shouldDirty: true, shouldTouch: true });
  const shown = rows.map((row, index) => ({ row, index })).filter(({ row }) => list.matches(row));
  const addRef = React.useRef<HTMLButtonElement>(null);

  const add = () => {
    setRows([...rows, list.blank()]);
    // The new row's heading takes focus once it is drawn.
    const at = rows.length;
    requestAnimationFrame(() => document.getElementById(`row-${list.key}-${at}`)?.focus());
  };

  return (
    <div className="flex flex-col gap-4">
      {shown.length === 0 ? <p className="text-muted-foreground">{list.emptyText}</p> : null}
      {shown.map(({ row, index }, position) => {
        const label = `${list.itemLabel} ${position + 1}`;
        const title = list.title(row);
        return (
          <fieldset key={String(row.id ?? index)} className="flex min-w-0 flex-col gap-4 rounded-lg border border-border p-4">
            <legend id={`row-${list.key}-${index}`} tabIndex={-1} className="px-1 font-semibold">
              {title ? `${label}: ${title}` : label}
            </legend>
            <InterviewFields specs={list.fields} prefix={`${list.key}.${index}`} />
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => {
                  setRows(rows.filter((_, at) => at !== index));
                  addRef.current?.focus();
                }}
                aria-label={`Remove ${label}${title ? ` (${title})` : ''}`}
              >
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button ref={addRef} type="button" variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          {list.addLabel}
        </Button>
      </div>
    </div>
  );
}
