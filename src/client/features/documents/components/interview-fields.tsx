import * as React from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { writePath, type FieldSpec, type FormValues } from '#client/lib/forms/field-specs.ts';
import { useZodFormContext } from '#client/lib/forms/form.tsx';
import { SpecFields } from '#client/lib/forms/spec-fields.tsx';
import type { InterviewPage, ListView } from '../lib/interview-pages.ts';
import { ADDED_ON, rowsOfPage } from '../lib/section-values.ts';

/** A page's plain fields, rendered from their specs (in the interview's English, the shared defaults). */
export function InterviewFields({ specs, prefix = '' }: { specs: readonly FieldSpec[]; prefix?: string }) {
  return <SpecFields specs={specs} prefix={prefix} />;
}

const withPath = (path: string, value: unknown) => {
  const values: FormValues = {};
  writePath(values, path, value);
  return values;
};

/**
 * A list that grows (another creditor, another vehicle): the rows of the section's list that
 * belong on this page, each in its own group, with Add and Remove. Rows of other pages stay as they are.
 * A new row carries this page until its kind is chosen, so it stays here.
 */
export function InterviewList({ page }: { page: InterviewPage & { list: ListView } }) {
  const { list } = page;
  const form = useZodFormContext();
  const rows = (form.watch(list.key) as FormValues[] | undefined) ?? [];
  const setRows = (next: FormValues[]) => form.setValue(list.key, next, { shouldDirty: true, shouldTouch: true });
  const shown = rowsOfPage(page, withPath(list.key, rows));
  const addRef = React.useRef<HTMLButtonElement>(null);

  const add = () => {
    setRows([...rows, { ...list.blank(), [ADDED_ON]: page.id }]);
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
