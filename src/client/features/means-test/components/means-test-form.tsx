import * as React from 'react';
import { Calculator, RotateCcw } from 'lucide-react';
import type { IncomeSource, MaritalStatus, MeansTestInput, MeansTestResult } from '#shared/law/means-test.ts';
import { checkMedianTable, getStatutoryAmount, toIsoDate } from '#shared/law/figures.ts';
import { formatDollars } from '#shared/format/money.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { MoneyField, SelectField } from '#client/lib/forms/fields.tsx';
import { RadioGroupField } from '#client/lib/forms/radio-group-field.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import type { FormErrorItem } from '#client/lib/forms/error-list.ts';
import { useZodForm, type ZodFormApi } from '#client/lib/forms/use-zod-form.ts';
import { useMedianIncomeInForce } from '#client/lib/api/median-income-in-force.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { formatIsoDate } from '#shared/format/dates.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { rememberHouseholdBasics } from '#client/lib/household-basics.ts';
import {
  HOUSEHOLD_SIZE_CHOICES,
  INCOME_SOURCE_ORDER,
  MARITAL_STATUS_ORDER,
  MONTH_COUNT,
  asksSpouseIncome,
  committedTableInForce,
  describeFieldPath,
  emptyFields,
  listStates,
  oneMonthQuestions,
  sixMonthsFullTimeAtMinimumWage,
  type EntryMode,
  type OneMonthQuestion,
  type IncomeColumn,
  type MeansTestFields,
} from '../lib/form-state.ts';
import { useIncomeMonthNames, type IncomeMonthNames } from '../hooks/use-income-month-names.ts';
import { MeansTestResultView, type CalculatorHeadingLevel } from './means-test-result.tsx';
import '#client/i18n/en/means-test.ts';

/** The calculation and its validation (with Zod) load when someone starts using the form. */
const loadMeansTest = () => import('#shared/law/means-test.ts');
const loadSchema = () => loadMeansTest().then((law) => law.meansTestInputSchema);

const SOURCE_LABEL_KEYS = {
  wages: 'meansTest.source.wages',
  business: 'meansTest.source.business',
  rental: 'meansTest.source.rental',
  pension: 'meansTest.source.pension',
  unemployment: 'meansTest.source.unemployment',
  other: 'meansTest.source.other',
} as const satisfies Record<IncomeSource, MessageKey>;

const MARITAL_LABEL_KEYS = {
  'not-married': 'meansTest.marital.notMarried',
  'married-filing-jointly': 'meansTest.marital.filingJointly',
  'married-same-household': 'meansTest.marital.sameHousehold',
  'married-living-apart': 'meansTest.marital.livingApart',
} as const satisfies Record<MaritalStatus, MessageKey>;

const MARITAL_HINT_KEYS: Partial<Record<MaritalStatus, MessageKey>> = {
  'married-same-household': 'meansTest.marital.sameHouseholdHint',
  'married-living-apart': 'meansTest.marital.livingApartHint',
};

/** The choices of the state list: every state and territory of the newest median income table. */
const STATES = listStates();

type MeansTestForm = ZodFormApi<MeansTestFields, unknown>;

const COLUMN_FIELD = { filer: 'income', spouse: 'spouseIncome' } as const satisfies Record<IncomeColumn, keyof MeansTestFields>;

/** A month box's label: its real name once the reader's date is known ('May 2026'), else its place. */
function useMonthLabel(monthNames: IncomeMonthNames | null) {
  const t = useT();
  return (month: number) =>
    monthNames?.months[month - 1] ??
    (month === 1 ? t('meansTest.monthOldest') : month === MONTH_COUNT ? t('meansTest.monthNewest') : t('meansTest.month', { n: month }));
}

interface IncomeFieldsProps {
  column: IncomeColumn;
  form: MeansTestForm;
  monthNames: IncomeMonthNames | null;
}

function IncomeSourceFields({ source, column, form, monthNames }: IncomeFieldsProps & { source: IncomeSource }) {
  const t = useT();
  const sourceLabel = t(SOURCE_LABEL_KEYS[source]);
  const label = column === 'spouse' ? t('meansTest.spouseSource', { source: sourceLabel }) : sourceLabel;
  const field = COLUMN_FIELD[column];
  const entry = form.watch(`${field}.${source}.entry`);

  const monthLabel = useMonthLabel(monthNames);

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-md border border-border p-4">
      <legend className="px-1 font-semibold">{label}</legend>
      <div role="radiogroup" aria-label={t('meansTest.howToEnter', { source: label })} className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        {(['monthly', 'total'] as const satisfies readonly EntryMode[]).map((mode) => (
          <label key={mode} className="flex min-h-9 cursor-pointer items-center gap-2">
            <input type="radio" value={mode} {...form.register(`${field}.${source}.entry`)} className="size-4 accent-primary" />
            {mode === 'total' ? t('meansTest.entryTotal') : t('meansTest.entryMonthly')}
          </label>
        ))}
      </div>
      {entry === 'total' ? (
        <MoneyField name={`${field}.${source}.total`} label={t('meansTest.total')} className="min-w-0" />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {monthNames ? (
            <p className="text-sm text-muted-foreground sm:col-span-2 md:col-span-3">
              {t('meansTest.monthsHint', { filingMonth: monthNames.filingMonth, first: monthNames.months[0] ?? '', last: monthNames.months.at(-1) ?? '' })}
            </p>
          ) : null}
          {Array.from({ length: MONTH_COUNT }, (_, index) => (
            <MoneyField key={index} name={`${field}.${source}.months.${index}`} label={monthLabel(index + 1)} className="min-w-0" />
          ))}
        </div>
      )}
    </fieldset>
  );
}

const COLUMN_TEXT_KEYS = {
  filer: { legend: 'meansTest.incomeLegend', hint: 'meansTest.incomeHint' },
  spouse: { legend: 'meansTest.spouseIncomeLegend', hint: 'meansTest.spouseIncomeHint' },
} as const satisfies Record<IncomeColumn, { legend: MessageKey; hint: MessageKey }>;

/** One column of Form 122A-1: every kind of income of the filer (A) or of the spouse (B). */
function IncomeColumnFields({ column, form, monthNames }: IncomeFieldsProps) {
  const t = useT();
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="text-lg font-semibold">{t(COLUMN_TEXT_KEYS[column].legend)}</legend>
      <p className="text-sm text-muted-foreground">{t(COLUMN_TEXT_KEYS[column].hint)}</p>
      {INCOME_SOURCE_ORDER.map((source) => (
        <IncomeSourceFields key={source} source={source} column={column} form={form} monthNames={monthNames} />
      ))}
    </fieldset>
  );
}

/**
 * Means test calculator (spec 2.6, issue 4): state, household size, marital and filing status
 * (Form 122A-1 line 1) and six months of gross income by source, the spouse's too when it counts → current monthly income, yearly income and the state median from the
 * table in force today (an admin's import included, from GET /api/median-income; the committed
 * tables while it loads or when offline), with the result in plain words. The schema reads the dollar amounts as typed
 * (a blank box is $0), so the boxes declare no money kind.
 */
export function MeansTestForm({ headingLevel = 3 }: { headingLevel?: CalculatorHeadingLevel }) {
  // The page fetches nothing else: the data library comes with the (deferred) form.
  return (
    <QueryProvider>
      <MeansTestFormBody headingLevel={headingLevel} />
    </QueryProvider>
  );
}

function MeansTestFormBody({ headingLevel }: { headingLevel: CalculatorHeadingLevel }) {
  const t = useT();
  const form = useZodForm<MeansTestFields, unknown>({ schema: loadSchema, defaultValues: emptyFields(), idPrefix: 'means' });
  const monthNames = useIncomeMonthNames();
  const monthLabel = useMonthLabel(monthNames);
  const isSignedIn = useAuthField('isAuthenticated');
  // A result belongs to the submit that made it: a later failed submit hides it.
  const [result, setResult] = React.useState<{ value: MeansTestResult; attempt: number } | null>(null);
  const [loadError, setLoadError] = React.useState(false);
  const resultHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const shownResult = result && result.attempt === form.failedAttempts ? result.value : null;
  const [oneMonth, setOneMonth] = React.useState<{ questions: OneMonthQuestion[]; value: MeansTestResult; attempt: number; answersKey: string } | null>(null);
  // The answers the person said were for all six months: asked again only if they change.
  const [confirmedAnswers, setConfirmedAnswers] = React.useState<string | null>(null);
  const shownOneMonth = oneMonth && oneMonth.attempt === form.failedAttempts ? oneMonth : null;
  const oneMonthHeadingRef = React.useRef<HTMLHeadingElement>(null);
  const minimumWage = getStatutoryAmount('federalMinimumHourlyWage').value;
  const minimumWageFloor = sixMonthsFullTimeAtMinimumWage(minimumWage);
  const Heading = `h${headingLevel}` as const;
  const tableInForce = useMedianIncomeInForce().data;
  const shownTable = tableInForce ?? committedTableInForce();

  React.useEffect(() => {
    if (result) resultHeadingRef.current?.focus();
  }, [result]);
  React.useEffect(() => {
    if (oneMonth) oneMonthHeadingRef.current?.focus();
  }, [oneMonth]);

  const calculate = async () => {
    setLoadError(false);
    const { calculateMeansTest } = await loadMeansTest();
    // The schema has just accepted these values (the line 1 answer included).
    const imported = tableInForce ? [tableInForce] : [];
    const values = form.getValues();
    const value = calculateMeansTest(values as MeansTestInput, new Date(), imported);
    // A signed-in person's risk assessment starts from their state and household size.
    if (isSignedIn) rememberHouseholdBasics({ stateCode: values.stateCode, householdSize: Number(values.householdSize) });
    // One month's pay typed as the six-month total makes anyone look far below the median: ask first (issue 39 item 23).
    const answersKey = JSON.stringify(values);
    const filerTotal = Object.values(value.totalsBySource).reduce((sum, amount) => sum + amount, 0);
    const questions = answersKey === confirmedAnswers ? [] : oneMonthQuestions(values, { filer: filerTotal, spouse: value.spouseSixMonthTotal }, minimumWageFloor);
    if (questions.length > 0) {
      setResult(null);
      setOneMonth({ questions, value, attempt: form.failedAttempts, answersKey });
      return;
    }
    setOneMonth(null);
    setResult({ value, attempt: form.failedAttempts });
  };

  const confirmSixMonths = () => {
    if (!oneMonth) return;
    setConfirmedAnswers(oneMonth.answersKey);
    setOneMonth(null);
    setResult({ value: oneMonth.value, attempt: form.failedAttempts });
  };

  const enterEachMonth = () => {
    if (!oneMonth) return;
    for (const question of oneMonth.questions) {
      for (const source of question.sources) form.setValue(`${COLUMN_FIELD[question.column]}.${source}.entry`, 'monthly');
    }
    const first = oneMonth.questions[0]!;
    setOneMonth(null);
    // The month boxes appear on the next render: put the person in the first one.
    requestAnimationFrame(() => document.getElementById(form.fieldId(`${COLUMN_FIELD[first.column]}.${first.sources[0]!}.months.0`))?.focus());
  };

  const labelFor = (path: string): string | null => {
    const field = describeFieldPath(path);
    if (!field) return null;
    if (field.part === 'state') return t('meansTest.state');
    if (field.part === 'household') return t('meansTest.household');
    if (field.part === 'marital') return t('meansTest.marital');
    const part = field.part === 'month' ? monthLabel(field.month) : t('meansTest.total').toLowerCase();
    const source = t(SOURCE_LABEL_KEYS[field.source]);
    return `${field.column === 'spouse' ? t('meansTest.spouseSource', { source }) : source}, ${part}`;
  };

  // Forty-odd boxes share the same rules: the summary says which one each message is about.
  const summaryMessage = ({ path, message }: FormErrorItem) => {
    const field = labelFor(path);
    return field ? t('meansTest.fieldMessage', { field, message }) : message;
  };

  const onReset = () => {
    form.reset(emptyFields());
    setResult(null);
    setOneMonth(null);
    setConfirmedAnswers(null);
    setLoadError(false);
    document.getElementById(form.fieldId('stateCode'))?.focus();
  };

  const isWorking = form.formState.isSubmitting;
  const maritalStatus = form.watch('maritalStatus');
  const maritalChoices = MARITAL_STATUS_ORDER.map((status) => {
    const hintKey = MARITAL_HINT_KEYS[status];
    return { value: status, label: t(MARITAL_LABEL_KEYS[status]), hint: hintKey ? t(hintKey) : undefined };
  });

  return (
    <div className="flex flex-col gap-6">
      <ZodForm
        form={form}
        onValidSubmit={calculate}
        onSubmitError={() => setLoadError(true)}
        summaryMessage={summaryMessage}
        summaryHeadingLevel={headingLevel}
        onFocus={() => void loadMeansTest().catch(() => undefined)}
        className="flex flex-col gap-6"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField name="stateCode" label={t('meansTest.state')} autoComplete="address-level1" className="min-w-0">
            <option value="">{t('meansTest.statePlaceholder')}</option>
            {STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <SelectField name="householdSize" label={t('meansTest.household')} hint={t('meansTest.householdHint')} className="min-w-0">
            <option value="">{t('meansTest.householdPlaceholder')}</option>
            {HOUSEHOLD_SIZE_CHOICES.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </SelectField>
        </div>

        {shownTable ? (
          <p className="text-sm text-muted-foreground">
            {t('meansTest.tableInUse', { date: formatIsoDate(shownTable.effectiveDate), source: shownTable.officialSource })}
            {checkMedianTable(shownTable, toIsoDate(new Date())).needsCheck ? ` ${t('meansTest.medianEstimate')}` : null}
          </p>
        ) : null}

        <RadioGroupField name="maritalStatus" legend={t('meansTest.marital')} hint={t('meansTest.maritalHint')} choices={maritalChoices} />

        <IncomeColumnFields column="filer" form={form} monthNames={monthNames} />
        {asksSpouseIncome(maritalStatus) ? <IncomeColumnFields column="spouse" form={form} monthNames={monthNames} /> : null}

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
      </ZodForm>
      {shownOneMonth ? (
        <section aria-labelledby="means-one-month-heading" className="flex flex-col gap-3 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
          <Heading id="means-one-month-heading" ref={oneMonthHeadingRef} tabIndex={-1} className="text-xl font-bold">
            {t('meansTest.oneMonthHeading')}
          </Heading>
          {shownOneMonth.questions.map((question) => (
            <p key={question.column}>
              {t(question.column === 'filer' ? 'meansTest.oneMonthFiler' : 'meansTest.oneMonthSpouse', {
                amount: formatDollars(question.sixMonthTotal),
                wage: formatDollars(minimumWage),
                floor: formatDollars(minimumWageFloor),
              })}
            </p>
          ))}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="button" onClick={confirmSixMonths}>
              {t('meansTest.oneMonthYes')}
            </Button>
            <Button type="button" variant="outline" onClick={enterEachMonth}>
              {t('meansTest.oneMonthNo')}
            </Button>
          </div>
        </section>
      ) : null}
      {shownResult ? <MeansTestResultView result={shownResult} headingRef={resultHeadingRef} headingLevel={headingLevel} /> : null}
    </div>
  );
}
