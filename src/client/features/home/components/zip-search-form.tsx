import { useNavigate } from 'react-router';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import type { ZipSearch } from '../lib/zip-search.ts';
import '#client/i18n/en/home.ts';

/** The ZIP box of the legal resources panel, checked before it opens resource matching for that ZIP code. */
export function ZipSearchForm() {
  const t = useT();
  const navigate = useNavigate();
  const form = useZodForm<ZipSearch, ZipSearch>({
    // Zod follows on the first search, not with the page.
    schema: () => import('../lib/zip-search.ts').then((rules) => rules.zipSearchSchema(t('home.resources.zipError'))),
    defaultValues: { zip: '' },
    idPrefix: 'zip-search',
  });

  return (
    <ZodForm form={form} onValidSubmit={({ zip }) => void navigate(`/resources?zip=${zip}`)} action="/resources" method="get" className="flex flex-col gap-2">
      <FormField name="zip" label={t('home.resources.zipLabel')}>
        {(control) => (
          <div className="flex gap-2">
            <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={5} className="min-w-0 flex-1" />
            <button type="submit" className={buttonVariants({ variant: 'secondary' })}>
              {t('home.resources.zipSubmit')}
            </button>
          </div>
        )}
      </FormField>
    </ZodForm>
  );
}
