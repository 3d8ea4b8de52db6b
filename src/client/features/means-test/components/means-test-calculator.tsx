import * as React from 'react';
import { Link } from 'react-router';
import { Calculator, CheckCircle2, Info, RotateCcw } from 'lucide-react';
import type { IncomeSource, MeansTestResult } from '#shared/law/means-test.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary, FieldError, type ErrorSummaryItem } from '#client/components/ui/error-summary.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDollars, formatIsoDate } from '#client/lib/format.ts';
import {
  FIELD_IDS,
  HOUSEHOLD_SIZE_CHOICES,
  INCOME_SOURCE_ORDER,
  MONTH_COUNT,
  emptyFields,
  fieldIdForIssuePath,
  listStates,
  toMeansTestInput,
  type EntryMode,
  type MeansTestFields,
} from '../lib/form-state.ts';
import '#client/i18n/en/means-test.ts';

/** The calculation and its validation (with Zod) load when someone starts using the form. */
const loadMeansTest = () => import('#shared/law/means-test.ts');

const SOURCE_LABEL_KEYS = {
  wages: 'meansTest.source.wages',
  business: 'meansTest.source.business',
  rental: 'meansTest.source.rental',
  pension: 'meansTest.source.pension',
  unemployment: 'meansTest.source.unemployment',
  other: 'meansTest.source.other',
} as const satisfies Record<IncomeSource, MessageKey>;

type Errors = Record<string, string>;

/** The choices of the state list: every state and territory of the newest median income table. */
const STATES = listStates();

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

function MoneyInput({ id, label, value, error, onChange }: { id: string; label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted-foreground" aria-hidden="true">
          $
        </span>
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && errorId)}
          className="pl-7"
        />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function IncomeSourceFields({
  source,
  fields,
  errors,
  onChange,
}: {
  source: IncomeSource;
  fields: MeansTestFields;
  errors: Errors;
  onChange: (update: (previous: MeansTestFields) => MeansTestFields) => void;
}) {
  const t = useT();
  const value = fields.income[source];
  const label = t(SOURCE_LABEL_KEYS[source]);
  const radioName = `means-${source}-entry`;

  const setSource = (patch: Partial<typeof value>) =>
    onChange((previous) => ({ ...previous, income: { ...previous.income, [source]: { ...previous.income[source], ...patch } } }));

  const monthLabel = (month: number) =>
    month === 1 ? t('meansTest.monthOldest') : month === MONTH_COUNT ? t('meansTest.monthNewest') : t('meansTest.month', { n: month });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      <div role="radiogroup" aria-label={t('meansTest.howToEnter', { source: label })} className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {(['total', 'monthly'] as const satisfies readonly EntryMode[]).map((mode) => (
          <label key={mode} className="flex min-h-9 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={radioName}
              value={mode}
              checked={value.entry === mode}
              onChange={() => setSource({ entry: mode })}
              className="size-4 accent-primary"
            />
            {mode === 'total' ? t('meansTest.entryTotal') : t('meansTest.entryMonthly')}
          </label>
        ))}
      </div>
      {value.entry === 'total' ? (
        <MoneyInput
          id={FIELD_IDS.total(source)}
          label={t('meansTest.total')}
          value={value.total}
          error={errors[FIELD_IDS.total(source)]}
          onChange={(total) => setSource({ total })}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {value.months.map((amount, index) => {
            const month = index + 1;
            const id = FIELD_IDS.month(source, month);
            return (
              <MoneyInput
                key={id}
                id={id}
                label={monthLabel(month)}
                value={amount}
                error={errors[id]}
                onChange={(next) => setSource({ months: value.months.map((m, i) => (i === index ? next : m)) })}
              />
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

function MeansTestResultView({ result, headingRef }: { result: MeansTestResult; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const t = useT();
  const isBelow = result.outcome === 'at-or-below-median';
  const state = result.median.stateName;
  const size = result.median.householdSize;
  return (
    <section aria-labelledby="means-test-result-heading" className="flex flex-col gap-4 rounded-lg border-2 border-primary bg-background p-5">
      <div>
        <h3 id="means-test-result-heading" ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {t('meansTest.resultHeading')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('meansTest.resultFor', { size, state })}</p>
      </div>
      <dl className="grid gap-2 text-sm sm:text-base">
        {(
          [
            [t('meansTest.sixMonthTotal'), result.sixMonthTotal],
            [t('meansTest.monthly'), result.currentMonthlyIncome],
            [t('meansTest.annual'), result.annualizedIncome],
            [t('meansTest.median', { size, state }), result.median.value],
          ] as const
        ).map(([label, amount]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-border pb-2">
            <dt>{label}</dt>
            <dd className="font-semibold tabular-nums">{formatDollars(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t('meansTest.medianSource', { date: formatIsoDate(result.median.effectiveDate), source: result.median.officialSource })}
      </p>
      <div className={cn('flex flex-col gap-2 rounded-md p-4', isBelow ? 'bg-success-soft text-success-soft-foreground' : 'bg-warning-soft text-warning-soft-foreground')}>
        <p className="flex items-center gap-2 text-lg font-semibold">
          {isBelow ? <CheckCircle2 className="size-5 shrink-0" aria-hidden="true" /> : <Info className="size-5 shrink-0" aria-hidden="true" />}
          {isBelow ? t('meansTest.belowHeading') : t('meansTest.aboveHeading')}
        </p>
        {isBelow ? (
          <>
            <p>{t('meansTest.below')}</p>
            <p>{t('meansTest.belowNext')}</p>
          </>
        ) : (
          <>
            <p>{t('meansTest.above', { difference: formatDollars(result.differenceFromMedian) })}</p>
            <p>{t('meansTest.aboveExplain')}</p>
            <p>{t('meansTest.aboveHelp')}</p>
          </>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm font-medium">
        {(isBelow
          ? [['/preparation', t('meansTest.checklistLink')]]
          : [
              ['/resources', t('meansTest.helpLink')],
              ['/chapter13', t('meansTest.chapter13Link')],
              ['/preparation', t('meansTest.checklistLink')],
            ]
        ).map(([to, label]) => (
          <li key={to}>
            <Link to={to!} className="inline-flex min-h-10 items-center text-link underline underline-offset-4 hover:text-link-hover">
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('meansTest.notAdvice')}</p>
    </section>
  );
}

/**
 * Means test calculator (spec 2.6, issue 4): state, household size and six months of gross
 * income by source → current monthly income, yearly income and the state median from the
 * newest table, with the result in plain words. Errors appear in a summary that takes focus
 * and under each field.
 */
export function MeansTestCalculator() {
  const t = useT();
  const [fields, setFields] = React.useState<MeansTestFields>(emptyFields);
  const [errors, setErrors] = React.useState<Errors>({});
  const [summary, setSummary] = React.useState<{ key: number; items: ErrorSummaryItem[] } | null>(null);
  const [result, setResult] = React.useState<MeansTestResult | null>(null);
  const [isWorking, setIsWorking] = React.useState(false);
  const [loadError, setLoadError] = React.useState(false);
  const resultHeadingRef = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (result) resultHeadingRef.current?.focus();
  }, [result]);

  const prefetch = () => void loadMeansTest().catch(() => undefined);

  const labelFor = (fieldId: string): string => {
    if (fieldId === FIELD_IDS.state) return t('meansTest.state');
    if (fieldId === FIELD_IDS.household) return t('meansTest.household');
    const source = INCOME_SOURCE_ORDER.find((s) => fieldId.startsWith(`means-${s}-`));
    if (!source) return '';
    const month = /-month-(\d+)$/.exec(fieldId)?.[1];
    const part = month ? t('meansTest.month', { n: month }) : t('meansTest.total');
    return `${t(SOURCE_LABEL_KEYS[source])}, ${part.toLowerCase()}`;
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsWorking(true);
    setLoadError(false);
    try {
      const { meansTestInputSchema, calculateMeansTest } = await loadMeansTest();
      const input = toMeansTestInput(fields);
      const parsed = meansTestInputSchema.safeParse(input);
      if (!parsed.success) {
        const next: Errors = {};
        const items: ErrorSummaryItem[] = [];
        for (const issue of parsed.error.issues) {
          const fieldId = fieldIdForIssuePath(issue.path);
          if (!fieldId || next[fieldId]) continue;
          next[fieldId] = issue.message;
          items.push({ fieldId, message: t('meansTest.fieldMessage', { field: labelFor(fieldId), message: issue.message }) });
        }
        setErrors(next);
        setResult(null);
        setSummary((previous) => ({ key: (previous?.key ?? 0) + 1, items }));
        return;
      }
      setErrors({});
      setSummary(null);
      setResult(calculateMeansTest(input));
    } catch {
      setLoadError(true);
    } finally {
      setIsWorking(false);
    }
  };

  const onReset = () => {
    setFields(emptyFields());
    setErrors({});
    setSummary(null);
    setResult(null);
    document.getElementById(FIELD_IDS.state)?.focus();
  };

  const stateError = errors[FIELD_IDS.state];
  const householdError = errors[FIELD_IDS.household];

  return (
    <div className="flex flex-col gap-6">
      {summary ? <ErrorSummary key={summary.key} title={t('meansTest.errorTitle')} errors={summary.items} /> : null}
      <form noValidate onSubmit={(event) => void onSubmit(event)} onFocus={prefetch} className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={FIELD_IDS.state}>{t('meansTest.state')}</Label>
            <NativeSelect
              id={FIELD_IDS.state}
              value={fields.stateCode}
              onChange={(event) => setFields((previous) => ({ ...previous, stateCode: event.target.value }))}
              aria-invalid={stateError ? true : undefined}
              aria-describedby={describedBy(stateError && `${FIELD_IDS.state}-error`)}
              autoComplete="address-level1"
            >
              <option value="">{t('meansTest.statePlaceholder')}</option>
              {STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${FIELD_IDS.state}-error`}>{stateError}</FieldError>
          </div>
          <div className="flex min-w-0 flex-col gap-1.5">
            <Label htmlFor={FIELD_IDS.household}>{t('meansTest.household')}</Label>
            <p id={`${FIELD_IDS.household}-hint`} className="text-sm text-muted-foreground">
              {t('meansTest.householdHint')}
            </p>
            <NativeSelect
              id={FIELD_IDS.household}
              value={fields.householdSize}
              onChange={(event) => setFields((previous) => ({ ...previous, householdSize: event.target.value }))}
              aria-invalid={householdError ? true : undefined}
              aria-describedby={describedBy(`${FIELD_IDS.household}-hint`, householdError && `${FIELD_IDS.household}-error`)}
            >
              <option value="">{t('meansTest.householdPlaceholder')}</option>
              {HOUSEHOLD_SIZE_CHOICES.map((size) => (
                <option key={size} value={String(size)}>
                  {size}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${FIELD_IDS.household}-error`}>{householdError}</FieldError>
          </div>
        </div>

        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="text-lg font-semibold">{t('meansTest.incomeLegend')}</legend>
          <p className="text-sm text-muted-foreground">{t('meansTest.incomeHint')}</p>
          {INCOME_SOURCE_ORDER.map((source) => (
            <IncomeSourceFields key={source} source={source} fields={fields} errors={errors} onChange={setFields} />
          ))}
        </fieldset>

        {loadError ? (
          <p role="alert" className="font-medium text-destructive">
            {t('meansTest.loadError')}
          </p>
        ) : null}

        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" size="lg" disabled={isWorking}>
            <Calculator aria-hidden="true" />
            {isWorking ? t('meansTest.calculating') : t('meansTest.calculate')}
          </Button>
          <Button type="button" size="lg" variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden="true" />
            {t('meansTest.startOver')}
          </Button>
        </div>
      </form>
      {result ? <MeansTestResultView result={result} headingRef={resultHeadingRef} /> : null}
    </div>
  );
}
