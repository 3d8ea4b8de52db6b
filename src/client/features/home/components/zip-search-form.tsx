import * as React from 'react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { FormField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import type { MatchResourcesResponse } from '#shared/contracts/resources.ts';
import { fetchFreeLegalHelp } from '../api/free-legal-help.ts';
import { FreeHelpResults } from './free-help-results.tsx';
import type { ZipSearch } from '../lib/zip-search.ts';
import '#client/i18n/en/home.ts';
import '#client/i18n/en/free-legal-help.ts';

export interface ZipSearchFormProps {
  onResults?: () => void;
  /**
   * The plain box this form takes the place of once its code has arrived: what was typed there,
   * and its focus, carry over, so someone typing at that moment loses nothing.
   */
  replaces?: () => HTMLInputElement | null;
}

/**
 * The ZIP box of the legal resources panel (spec 2.3): the nearest free options for that ZIP code,
 * shown for anyone; the panel hides its labelled examples once they are there.
 */
export function ZipSearchForm({ onResults, replaces }: ZipSearchFormProps) {
  const t = useT();
  const [found, setFound] = React.useState<MatchResourcesResponse | null>(null);
  // Read while the plain box is still on the page (this first render comes before it goes).
  const [handOver] = React.useState(() => {
    const plain = replaces?.();
    return { zipCode: plain?.value ?? '', hadFocus: Boolean(plain) && plain === document.activeElement };
  });
  const form = useZodForm<ZipSearch, ZipSearch>({
    // Zod follows on the first search, not with the page.
    schema: () => import('../lib/zip-search.ts').then((rules) => rules.zipSearchSchema(t('home.resources.zipError'))),
    defaultValues: { zipCode: handOver.zipCode },
    idPrefix: 'zip-search',
  });
  const { setValue } = form;
  const inputId = form.fieldId('zipCode');
  // Before the browser handles another key: what was typed while this form was being drawn, and the caret at its end.
  React.useLayoutEffect(() => {
    const typed = replaces?.()?.value ?? handOver.zipCode;
    if (typed !== handOver.zipCode) setValue('zipCode', typed);
    const input = document.getElementById(inputId);
    if (handOver.hadFocus && input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(typed.length, typed.length);
    }
  }, [replaces, handOver, setValue, inputId]);

  const search = async ({ zipCode }: ZipSearch) => {
    // An error for this ZIP code never stands above the last one's results.
    setFound(null);
    setFound(await fetchFreeLegalHelp(zipCode));
    onResults?.();
  };

  return (
    <>
      <ZodForm
        form={form}
        onValidSubmit={search}
        onSubmitError={(error) => reportApiFailure(error, { title: t('freeHelp.search.failed') })}
        onInvalidSubmit={() => setFound(null)}
        action="/resources"
        method="get"
        className="flex flex-col gap-2"
      >
        <FormField name="zipCode" label={t('home.resources.zipLabel')}>
          {(control) => (
            <div className="flex gap-2">
              <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={5} className="min-w-0 flex-1" />
              <button type="submit" className={buttonVariants({ variant: 'secondary' })} disabled={form.formState.isSubmitting}>
                {t('home.resources.zipSubmit')}
              </button>
            </div>
          )}
        </FormField>
      </ZodForm>
      {found ? <FreeHelpResults result={found} /> : null}
    </>
  );
}
