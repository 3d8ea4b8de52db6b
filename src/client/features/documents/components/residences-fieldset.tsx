import type { DomicileResult } from '#shared/law/exemptions/index.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { newItemId, STATE_CHOICES } from '../lib/interview-pages.ts';

export interface ResidenceRow {
  id: string;
  stateCode: string;
  from: string;
  to: string;
}

export const emptyResidence = (stateCode = ''): ResidenceRow => ({ id: newItemId('r'), stateCode, from: '', to: '' });

/**
 * Where the person lived in the last two and a half years, with dates: the 730-day rule of
 * 11 U.S.C. § 522(b)(3)(A) picks whose exemptions apply from it. Shows the reason in plain words.
 */
export function ResidencesFieldset({
  rows,
  onChange,
  domicile,
  messageAt,
}: {
  rows: readonly ResidenceRow[];
  onChange: (rows: ResidenceRow[]) => void;
  domicile: DomicileResult | undefined;
  messageAt: (path: string) => string | undefined;
}) {
  const update = (id: string, patch: Partial<ResidenceRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...patch } : row)));
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="residences-hint">
      <legend className="mb-1 font-semibold">Where have you lived in the last two and a half years?</legend>
      <p id="residences-hint" className="max-w-prose text-sm text-muted-foreground">
        The state you lived in for the two years before you file decides which exemptions you use. If you moved, we also need the six months before that. Start with where you live now.
      </p>
      {rows.map((row, index) => {
        const idFor = (field: string) => `exemption-residences-${index}-${field}`;
        return (
          <div key={row.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3" data-residence={index}>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={idFor('stateCode')}>{index === 0 ? 'State you live in now' : 'State you lived in before'}</Label>
              <NativeSelect id={idFor('stateCode')} value={row.stateCode} onChange={(event) => update(row.id, { stateCode: event.target.value })}>
                <option value="">Choose…</option>
                <StateOptions />
              </NativeSelect>
              <FieldError id={`${idFor('stateCode')}-error`}>{messageAt(`residences.${index}.stateCode`)}</FieldError>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={idFor('from')}>Moved there on</Label>
              <Input id={idFor('from')} type="date" value={row.from} onChange={(event) => update(row.id, { from: event.target.value })} aria-invalid={messageAt(`residences.${index}.from`) ? true : undefined} />
              <FieldError id={`${idFor('from')}-error`}>{messageAt(`residences.${index}.from`)}</FieldError>
            </div>
            {index > 0 ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={idFor('to')}>Moved away on</Label>
                <Input id={idFor('to')} type="date" value={row.to} onChange={(event) => update(row.id, { to: event.target.value })} aria-invalid={messageAt(`residences.${index}.to`) ? true : undefined} />
                <FieldError id={`${idFor('to')}-error`}>{messageAt(`residences.${index}.to`)}</FieldError>
              </div>
            ) : null}
            {index > 0 ? (
              <div className="sm:col-span-3">
                <Button type="button" variant="outline" size="sm" onClick={() => onChange(rows.filter((r) => r.id !== row.id))}>
                  Remove this place
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}
      <div>
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...rows, emptyResidence()])}>
          Add a place I lived before
        </Button>
      </div>
      {domicile ? (
        <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-3 text-sm" role="status" data-testid="domicile-reason">
          {domicile.reason} <span className="text-muted-foreground">({domicile.citation})</span>
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The rows as the section's residences: the current place has no end date; the others end where
 * they say. A row with no date typed yet (the current state is filled in for the person) is left out.
 */
export function residencesOf(rows: readonly ResidenceRow[]): unknown[] {
  return rows
    .filter((row) => row.from !== '' || row.to !== '')
    .map((row, index) => ({ id: row.id, stateCode: row.stateCode, from: row.from, ...(index > 0 && row.to ? { to: row.to } : {}) }));
}

/** The states and territories as options of a select. */
export function StateOptions() {
  return STATE_CHOICES.map((choice) => (
    <option key={choice.value} value={choice.value}>
      {typeof choice.label === 'string' ? choice.label : choice.label.raw}
    </option>
  ));
}
