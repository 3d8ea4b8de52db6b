import * as React from 'react';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { cn } from '#client/lib/cn.ts';
import { useFieldControl, type FieldControlProps } from './form.tsx';

export interface FieldFrameProps {
  /** The field's path in the form's values (`email`, `address.zip`, `debts.0.amount`). */
  name: string;
  label: React.ReactNode;
  /** A line under the label that helps answer (format, where to find the figure). */
  hint?: React.ReactNode;
  className?: string;
  /** Extra ids the control is described by (a character counter, say). */
  describedBy?: string;
}

/**
 * Label, hint, control and error message of one field, wired for screen readers: the control is
 * labelled by the label, described by hint and error, and marked invalid while it has a message.
 * `children` renders the control from the props it is given.
 */
export function FormField({ name, label, hint, className, describedBy, children }: FieldFrameProps & { children: (control: FieldControlProps) => React.ReactNode }) {
  const { control, message, hintId, errorId } = useFieldControl(name, { hasHint: Boolean(hint), describedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={control.id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {children(control)}
      <FieldError id={errorId}>{message}</FieldError>
    </div>
  );
}

export type InputAttributes = Omit<React.ComponentProps<'input'>, 'name' | 'id' | 'children' | 'className'>;

/** A one-line text box (text, email, tel, password, search). */
export function TextField({ name, label, hint, className, describedBy, ...input }: FieldFrameProps & InputAttributes) {
  return (
    <FormField name={name} label={label} hint={hint} className={className} describedBy={describedBy}>
      {(control) => <Input {...input} {...control} />}
    </FormField>
  );
}

/** A multi-line text box. */
export function TextareaField({ name, label, hint, className, describedBy, ...textarea }: FieldFrameProps & Omit<React.ComponentProps<'textarea'>, 'name' | 'id' | 'className'>) {
  return (
    <FormField name={name} label={label} hint={hint} className={className} describedBy={describedBy}>
      {(control) => <Textarea {...textarea} {...control} />}
    </FormField>
  );
}

/** The browser's own select; pass `<option>`s as children. */
export function SelectField({ name, label, hint, className, describedBy, children, ...select }: FieldFrameProps & Omit<React.ComponentProps<'select'>, 'name' | 'id' | 'className'>) {
  return (
    <FormField name={name} label={label} hint={hint} className={className} describedBy={describedBy}>
      {(control) => (
        <NativeSelect {...select} {...control}>
          {children}
        </NativeSelect>
      )}
    </FormField>
  );
}

/**
 * Dollars, typed any common way (`1,250`, `$1250.00`); the form reads it as a number. Declare the
 * field in `useZodForm({ inputKinds: { name: 'money' } })`.
 */
export function MoneyField({ name, label, hint, className, describedBy, ...input }: FieldFrameProps & InputAttributes) {
  return (
    <FormField name={name} label={label} hint={hint} className={className} describedBy={describedBy}>
      {(control) => (
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" aria-hidden="true">
            $
          </span>
          <Input type="text" inputMode="decimal" autoComplete="off" {...input} {...control} className="pl-7" />
        </div>
      )}
    </FormField>
  );
}
