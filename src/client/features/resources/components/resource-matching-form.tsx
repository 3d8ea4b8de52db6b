import * as React from 'react';
import { useSearchParams } from 'react-router';
import { Info, MapPin } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/premium.ts';

/** Spec 7: the matcher's case types and income levels. */
const CASE_TYPES = ['chapter7', 'chapter13', 'general', 'alternatives'] as const;
const INCOME_LEVELS = ['low', 'medium', 'high'] as const;

/**
 * One-Click Legal Resource Matching (spec 2.12, 5): ZIP code, case type and income level are
 * all needed ('Missing Information' otherwise). The matching service comes in a later issue,
 * so a complete form says plainly that nothing was searched yet.
 */
export function ResourceMatchingForm() {
  const t = useT();
  const [searchParams] = useSearchParams();
  // The home page's ZIP box opens this page with ?zip=12345.
  const [zipCode, setZipCode] = React.useState(() => /^\d{5}$/.test(searchParams.get('zip') ?? '') ? searchParams.get('zip')! : '');
  const [caseType, setCaseType] = React.useState('');
  const [incomeLevel, setIncomeLevel] = React.useState('');
  const [hasSubmitted, setHasSubmitted] = React.useState(false);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!zipCode.trim() || !caseType || !incomeLevel) {
      setHasSubmitted(false);
      toast({ variant: 'destructive', title: t('resources.matching.missingTitle'), description: t('resources.matching.missingText') });
      return;
    }
    setHasSubmitted(true);
  };

  return (
    <section aria-labelledby="matching-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="matching-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <MapPin className="size-6 shrink-0 text-primary" aria-hidden="true" />
          {t('resources.matching.heading')}
        </h2>
        <p className="max-w-3xl text-muted-foreground">{t('resources.matching.text')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:grid-cols-3 sm:p-6">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="match-zip">{t('resources.matching.zip')}</Label>
          <Input
            id="match-zip"
            name="zipCode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={zipCode}
            onChange={(event) => setZipCode(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="match-case-type">{t('resources.matching.caseType')}</Label>
          <NativeSelect id="match-case-type" name="caseType" value={caseType} onChange={(event) => setCaseType(event.target.value)}>
            <option value="">{t('resources.matching.choose')}</option>
            {CASE_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`resources.matching.case.${value}` as MessageKey)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="match-income">{t('resources.matching.incomeLevel')}</Label>
          <NativeSelect id="match-income" name="incomeLevel" value={incomeLevel} onChange={(event) => setIncomeLevel(event.target.value)}>
            <option value="">{t('resources.matching.choose')}</option>
            {INCOME_LEVELS.map((value) => (
              <option key={value} value={value}>
                {t(`resources.matching.income.${value}` as MessageKey)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="sm:col-span-3">
          <Button type="submit">{t('resources.matching.submit')}</Button>
        </div>
      </form>
      <div role="status" className="max-w-3xl">
        {hasSubmitted ? (
          <div className="flex gap-3 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="flex flex-col gap-1">
              <p className="font-semibold">{t('resources.matching.notReadyTitle')}</p>
              <p>{t('resources.matching.notReadyText')}</p>
            </div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
