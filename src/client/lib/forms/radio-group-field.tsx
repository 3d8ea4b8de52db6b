import type * as React from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { cn } from '#client/lib/cn.ts';
import { useFieldControl } from './form.tsx';

// Its own module, not fields.tsx: pages whose forms have no radio group (contact) do not load it.
export interface RadioChoice {
  value: string;
  label: React.ReactNode;
  /** A line under the choice's label (what choosing it means). */
  hint?: React.ReactNode;
}

/**
 * One answer among a few, as radio buttons in a fieldset whose legend is the question. The first
 * button carries the field's id, so the error summary's link lands on the group; the group is
 * described by its hint and error.
 */
export function RadioGroupField({ name, legend, hint, choices, className }: { name: string; legend: React.ReactNode; hint?: React.ReactNode; choices: readonly RadioChoice[]; className?: string }) {
  const { control, message, hintId, errorId } = useFieldControl(name, { hasHint: Boolean(hint) });
  const { id, 'aria-describedby': describedBy, ...registered } = control;
  return (
    <fieldset aria-describedby={describedBy} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <legend className="font-semibold">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {choices.map((choice, index) => (
        <label key={choice.value} className="flex min-h-11 cursor-pointer items-start gap-3">
          <input type="radio" value={choice.value} {...registered} id={index === 0 ? id : `${id}-${choice.value}`} className="mt-1 size-5 shrink-0 accent-primary" />
          <span className="flex flex-col gap-0.5">
            <span>{choice.label}</span>
            {choice.hint ? <span className="text-sm text-muted-foreground">{choice.hint}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={errorId}>{message}</FieldError>
    </fieldset>
  );
}
