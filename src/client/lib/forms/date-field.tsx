import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { FormField, type FieldFrameProps, type InputAttributes } from './fields.tsx';

// Its own module, not fields.tsx: pages whose forms have no date (contact) do not load it.

/**
 * A date typed as people write it (`3/15/2026`, `March 15, 2026`); the form reads it as ISO
 * `YYYY-MM-DD`. Declare the field in `useZodForm({ inputKinds: { name: 'date' } })`. The hint
 * shows the expected shape unless another is given.
 */
export function DateField({ name, label, hint, className, describedBy, ...input }: FieldFrameProps & InputAttributes) {
  const t = useT();
  return (
    <FormField name={name} label={label} hint={hint ?? t('form.dateHint')} className={className} describedBy={describedBy}>
      {(control) => <Input type="text" inputMode="numeric" autoComplete="off" {...input} {...control} />}
    </FormField>
  );
}
