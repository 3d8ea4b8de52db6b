import * as React from 'react';
import { useSearchParams } from 'react-router';
import { MapPin } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { SelectField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import type { MatchResourcesResponse } from '#shared/contracts/resources.ts';
import { useMatchResources } from '../api/match-resources.ts';
import { formatDollars } from '#shared/format/money.ts';
import { getLegalAidIncomeLimits } from '#shared/law/figures.ts';
import { CASE_TYPES, HOUSEHOLD_SIZE_MAX, INCOME_LEVELS } from '../lib/matching-choices.ts';
import { MatchedResources } from './matched-resources.tsx';
import type { ResourceMatching } from '../lib/resource-matching.ts';
import '#client/i18n/en/premium.ts';

type MatchingValues = Record<keyof ResourceMatching, string>;

/**
 * One-Click Legal Resource Matching (spec 2.12, 5): ZIP code, case type and income level are
 * all needed ('Missing Information' otherwise); the matches come back best first (with low
 * income, free help before paid services) with the reasons each one matched ('Resources Matched' with the count, 'Matching Failed' on error).
 */
export function ResourceMatchingForm() {
  const t = useT();
  const [searchParams] = useSearchParams();
  // The home page's ZIP box opens this page with ?zip=12345.
  const zipFromHome = searchParams.get('zip') ?? '';
  const form = useZodForm<MatchingValues, ResourceMatching>({
    schema: () =>
      import('../lib/resource-matching.ts').then((rules) =>
        rules.resourceMatchingSchema({
          zip: t('resources.matching.zipRequired'),
          caseType: t('resources.matching.caseTypeRequired'),
          incomeLevel: t('resources.matching.incomeLevelRequired'),
          householdSize: t('resources.matching.householdSizeRequired'),
        }),
      ),
    defaultValues: { zipCode: /^\d{5}$/.test(zipFromHome) ? zipFromHome : '', caseType: '', householdSize: '', incomeLevel: '' },
    idPrefix: 'match',
  });
  const matching = useMatchResources();
  const [result, setResult] = React.useState<MatchResourcesResponse | null>(null);
  // The "matched" toast of the last search: a new search closes it, so it never stands beside an error.
  const matchedToast = React.useRef<{ dismiss: () => void } | null>(null);
  const startOver = () => {
    matchedToast.current?.dismiss();
    setResult(null);
  };
  const incomeChoice = useIncomeChoices(form.watch('householdSize'));

  return (
    <section aria-labelledby="matching-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="matching-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MapPin className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {t('resources.matching.heading')}
        </h2>
        <p className="max-w-3xl text-muted-foreground">{t('resources.matching.text')}</p>
      </div>
      <ZodForm
        form={form}
        onValidSubmit={async (request) => {
          // Old results never stay under a new search's error.
          startOver();
          const matched = await matching.mutateAsync(request);
          setResult(matched);
          matchedToast.current = toast({ title: t('resources.matching.matchedTitle'), description: t('resources.matching.matchedText', { n: matched.resources.length }) });
        }}
        onSubmitError={(error) => reportApiFailure(error, { title: t('resources.matching.failedTitle'), fallback: t('resources.matching.failedText') })}
        onInvalidSubmit={() => {
          startOver();
          // Returned: the form closes it as soon as the fields are filled in.
          return toast({ variant: 'destructive', title: t('resources.matching.missingTitle'), description: t('resources.matching.missingText') });
        }}
        summaryClassName="sm:col-span-3"
        className="grid max-w-3xl gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:grid-cols-3 sm:p-6"
      >
        <TextField name="zipCode" label={t('resources.matching.zip')} inputMode="numeric" autoComplete="postal-code" maxLength={10} />
        <SelectField name="caseType" label={t('resources.matching.caseType')}>
          <option value="">{t('resources.matching.choose')}</option>
          {CASE_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`resources.matching.case.${value}` as MessageKey)}
            </option>
          ))}
        </SelectField>
        <SelectField name="householdSize" label={t('resources.matching.householdSize')}>
          <option value="">{t('resources.matching.choose')}</option>
          {Array.from({ length: HOUSEHOLD_SIZE_MAX }, (_, i) => i + 1).map((n) => (
            <option key={n} value={String(n)}>
              {n === 1 ? t('resources.matching.householdSize.one') : t('resources.matching.householdSize.many', { n })}
            </option>
          ))}
        </SelectField>
        <SelectField name="incomeLevel" label={t('resources.matching.incomeLevel')} hint={incomeChoice.hint} className="sm:col-span-2">
          <option value="">{t('resources.matching.choose')}</option>
          {INCOME_LEVELS.map((value) => (
            <option key={value} value={value}>
              {incomeChoice.label(value)}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-3">
          <Button type="submit" disabled={matching.isPending}>
            {matching.isPending ? t('resources.matching.searching') : t('resources.matching.submit')}
          </Button>
        </div>
      </ZodForm>
      {result ? <MatchedResources result={result} /> : null}
    </section>
  );
}

/**
 * The income choices in dollars for the household's size: under legal aid's usual limit (125% of the
 * poverty guideline), up to the higher one (200%), or over it; in percent until a size is chosen.
 * The 48 states' guideline: the server uses Alaska's and Hawaii's there.
 */
function useIncomeChoices(householdSize: string) {
  const t = useT();
  const size = Number(householdSize);
  const limits = getLegalAidIncomeLimits(Number.isInteger(size) && size >= 1 ? size : 1);
  const values = {
    usual: formatDollars(limits.usual.value),
    higher: formatDollars(limits.higher.value),
    usualPercent: limits.usual.percent,
    higherPercent: limits.higher.percent,
    year: limits.usual.effectiveDate.slice(0, 4),
  };
  const chosen = householdSize !== '';
  const household = size === 1 ? t('resources.matching.householdSize.one') : t('resources.matching.householdSize.many', { n: size });
  return {
    hint: chosen ? t('resources.matching.incomeHintChosen', { ...values, household }) : t('resources.matching.incomeHint', values),
    label: (level: (typeof INCOME_LEVELS)[number]) => t(`resources.matching.${chosen ? 'income' : 'incomeGeneric'}.${level}` as MessageKey, values),
  };
}
