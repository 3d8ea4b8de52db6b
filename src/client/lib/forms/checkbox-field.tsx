import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';
import type { FieldFrameProps, InputAttributes } from './fields.tsx';
import { useFieldControl } from './form.tsx';

// Its own module, not fields.tsx: pages whose forms have no tick box (contact) do not load it.

/** A yes/no tick box with its label beside it and an optional hint under the label. */
export function CheckboxField({ name, label, hint, className, describedBy, ...input }: FieldFrameProps & Omit<InputAttributes, 'type'>) {
  const { control, message, hintId, errorId } = useFieldControl(name, { hasHint: Boolean(hint), describedBy });
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input type="checkbox" {...input} {...control} className="mt-0.5 size-5 shrink-0 accent-primary" />
        <div className="flex flex-col gap-1">
          <Label htmlFor={control.id}>{label}</Label>
          {hint ? (
            <p id={hintId} className="text-sm text-muted-foreground">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={errorId}>{message}</FieldError>
    </div>
  );
}
