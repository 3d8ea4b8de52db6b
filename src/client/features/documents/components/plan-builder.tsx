import { localChapter13PlanForm } from '#shared/law/data/local-chapter13-plan-forms.ts';
import * as React from 'react';
import { TriangleAlert, CircleCheck } from 'lucide-react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { FORM_113_SECTIONS, PLAN_TREATMENTS, planSectionSchema } from '#shared/case-file/plan-section.ts';
import { MAX_PLAN_MONTHS, type PlanResult } from '#shared/law/chapter13-plan/plan.ts';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { formatCents } from '#shared/format/money.ts';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { completeCaseFile, fixesFor, formOf, planView, sectionOf, securedDebtsOf, planAssessmentOf, PLAN_OTHER_QUESTIONS, TREATMENT_LABELS, type PlanForm, type SecuredRow } from '../lib/plan-builder.ts';
import { PlanChoiceQuestion } from './plan-choice-question.tsx';
import { useChapter13Eligibility } from '../api/documents-api.ts';
import { Chapter13Eligibility } from './chapter13-eligibility.tsx';
import { ContinueBar } from './interview-page.tsx';
import { useSectionAutosave } from './use-section-autosave.ts';

const PlanChart = React.lazy(() => import('./plan-chart.tsx'));

const fieldId = (path: string) => `plan-${path.replace(/\./g, '-')}`;

function Field({ path, label, hint, value, onChange, error, inputMode = 'decimal' }: { path: string; label: string; hint: React.ReactNode; value: string; onChange: (value: string) => void; error: string | undefined; inputMode?: 'decimal' | 'numeric' }) {
  const id = fieldId(path);
  return (
    <div className="flex max-w-prose flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <Input id={id} inputMode={inputMode} className="max-w-48" value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Month by month: what each payment pays, as a table (the chart above it is hidden from screen readers). */
function Feasibility({ plan, fixes }: { plan: PlanResult; fixes: string[] }) {
  return (
    <section aria-labelledby="plan-feasibility" className="flex flex-col gap-3">
      <h2 id="plan-feasibility" className="text-lg font-semibold">
        Does the plan work?
      </h2>
      <div aria-live="polite" data-testid="plan-verdict" data-feasible={plan.feasible}>
        {plan.feasible ? (
          <p className="flex items-start gap-2 rounded-md bg-success-soft p-3 text-success-soft-foreground">
            <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            Yes: every month the payment covers what the plan promises, and it passes the tests a court applies.
          </p>
        ) : (
          <div className="flex flex-col gap-2 rounded-md border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">
            <p className="flex items-start gap-2 font-semibold">
              <TriangleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              Not yet: a court would not confirm this plan.
            </p>
            <ul className="ml-5 list-disc">
              {plan.problems.map((problem) => (
                <li key={problem.id}>
                  {problem.problem} <span className="text-sm">({problem.citation})</span>
                </li>
              ))}
            </ul>
            {fixes.length > 0 ? (
              <>
                <p className="font-semibold">What would make it work (any one of these):</p>
                <ul className="ml-5 list-disc" data-testid="plan-fixes">
                  {fixes.map((fix) => (
                    <li key={fix}>{fix}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        )}
      </div>
      <React.Suspense fallback={<div className="h-56" />}>
        <PlanChart months={plan.months} />
      </React.Suspense>
      <div className="max-h-96 overflow-auto rounded-md border border-border" tabIndex={0} role="region" aria-label="The plan month by month">
        <table className="w-full min-w-[30rem] text-sm tabular-nums">
          <caption className="sr-only">What each monthly payment pays</caption>
          <thead className="sticky top-0 bg-card">
            <tr className="text-left">
              <th scope="col" className="p-1">Month</th>
              <th scope="col" className="p-1 text-right">Payment</th>
              <th scope="col" className="p-1 text-right">Trustee’s fee</th>
              <th scope="col" className="p-1 text-right">Secured</th>
              <th scope="col" className="p-1 text-right">Priority</th>
              <th scope="col" className="p-1 text-right">Unsecured</th>
              <th scope="col" className="p-1 text-right">Short</th>
            </tr>
          </thead>
          <tbody>
            {plan.months.map((m) => (
              <tr key={m.month} className="border-t border-border" data-short={m.securedShortfallCents > 0 || undefined}>
                <th scope="row" className="p-1 text-left font-normal">{m.month}</th>
                <td className="p-1 text-right">{formatCents(m.paymentCents)}</td>
                <td className="p-1 text-right">{formatCents(m.trusteeFeeCents)}</td>
                <td className="p-1 text-right">{formatCents(m.securedCents)}</td>
                <td className="p-1 text-right">{formatCents(m.priorityCents)}</td>
                <td className="p-1 text-right">{formatCents(m.unsecuredCents)}</td>
                <td className={m.securedShortfallCents > 0 ? 'p-1 text-right font-semibold text-destructive' : 'p-1 text-right'}>{m.securedShortfallCents > 0 ? formatCents(m.securedShortfallCents) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/**
 * The plan builder (Official Form 113): payment and length from the builder's suggestion, the
 * trustee's rate, each secured claim's treatment with its effect in dollars, priority claims, what
 * unsecured creditors get against the liquidation test, and the feasibility view month by month.
 * Everything is recomputed as the person types; the `plan` section is saved as they go.
 */
export function PlanBuilder({ doc, onContinue }: { doc: DocumentDetail; onContinue: () => void }) {
  const draft = doc.caseFile;
  const localPlanForm = draft.filing ? localChapter13PlanForm(draft.filing.district.code) : undefined;
  const amended = doc.templateId === 'amended-chapter13-plan';
  const [form, setForm] = React.useState<PlanForm>(() => formOf(draft));
  const [attempt, setAttempt] = React.useState(0);
  const saver = useSectionAutosave(doc.id, 'plan', planSectionSchema);
  const caseFile = React.useMemo(() => completeCaseFile(draft), [draft]);
  // The means test and Chapter 13's entry tests are the server's (the legal tables stay there).
  const eligibility = useChapter13Eligibility(doc);
  const assessment = React.useMemo(() => (eligibility.data ? planAssessmentOf(eligibility.data) : null), [eligibility.data]);
  const section = sectionOf(form, amended);
  const parsed = planSectionSchema.safeParse(section);
  const issues = parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  if (amended && form.amendedSections.length === 0) issues.push({ path: 'amendedSections', message: 'Choose at least one section your amended plan changes' });
  const messageAt = (path: string) => (attempt > 0 ? issues.find((issue) => issue.path === path)?.message : undefined);
  // The last valid plan stays on screen while a field is being corrected.
  const [valid, setValid] = React.useState(() => (parsed.success ? parsed.data : null));
  const view = React.useMemo(() => (caseFile && assessment && valid ? planView(caseFile, valid, assessment.context) : null), [caseFile, assessment, valid]);
  const fixes = React.useMemo(() => (view && caseFile && assessment && valid ? fixesFor(caseFile, valid, assessment.context, view.plan) : []), [view, caseFile, assessment, valid]);

  const change = (patch: Partial<PlanForm>) => {
    const next = { ...form, ...patch };
    setForm(next);
    const section = sectionOf(next, amended);
    const checked = planSectionSchema.safeParse(section);
    if (checked.success) setValid(checked.data);
    saver.change(section);
  };
  const updateSecured = (debtId: string, patch: Partial<SecuredRow>) => change({ secured: form.secured.map((row) => (row.debtId === debtId ? { ...row, ...patch } : row)) });

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (issues.length > 0 || !parsed.success) return;
    saver.change(parsed.data);
    // Not saved (signed out, offline): the page stays and says why beside Continue.
    if (await saver.flush()) onContinue();
  };

  if (eligibility.isPending) return <Spinner label="Checking your income against the median…" showLabel />;
  if (eligibility.isError) {
    return (
      <p role="alert" className="max-w-prose rounded-lg border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">
        We could not check your income against the median just now. Reload the page to try again.
      </p>
    );
  }
  if (!caseFile || !assessment || !view) {
    return (
      <p className="max-w-prose rounded-lg border-l-4 border-notice-border bg-notice p-3 text-notice-foreground">
        The plan is measured against everything else in your case: your property, debts, income, expenses and exemptions. Finish the other sections first (see the list of sections), then come back here.
      </p>
    );
  }
  const { plan, suggestion } = view;
  const debts = securedDebtsOf(draft);
  const freed = suggestion.input.monthlyPaymentCents - (view.incomeCents - view.expensesCents);

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-8">
      {attempt > 0 && issues.length > 0 ? <ErrorSummary key={attempt} title="There is a problem" errors={issues.map((issue) => ({ message: issue.message, fieldId: fieldId(issue.path) }))} /> : null}
      <p className="max-w-prose rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
        <span className="font-semibold">Where this goes: </span>Chapter 13 Plan (Official Form 113): Part 2 (payments, length and tax refunds), Part 3 (secured claims), Part 4 (trustee’s fee and priority claims), Part 5 (unsecured claims), Part 7 (when your property becomes yours again), Part 8 (nonstandard provisions).
      </p>
      {localPlanForm ? (
        <p className="max-w-prose rounded-lg border-l-4 border-notice-border bg-notice p-3 text-sm text-notice-foreground" data-testid="local-plan-form">
          <span className="font-semibold">Your court uses its own plan form: </span>“{localPlanForm.formName}”, instead of Official Form 113 (Bankruptcy Rule 3015.1). Build your plan here, then copy its choices and amounts onto the court’s form; your package’s cover sheet says where to get it.
        </p>
      ) : null}
      <Chapter13Eligibility answer={eligibility.data} />

      {amended ? (
        <fieldset className="flex flex-col gap-2" aria-describedby={messageAt('amendedSections') ? `${fieldId('amendedSections')}-error` : undefined}>
          <legend className="mb-1 font-semibold">Which sections of the plan does this amendment change?</legend>
          <p className="text-sm text-muted-foreground">Form 113 asks an amended plan to list the sections it changes, so the court and your creditors can find them.</p>
          <div className="grid grid-cols-3 gap-x-4 sm:grid-cols-6">
            {FORM_113_SECTIONS.map((number, index) => (
              <label key={number} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  id={index === 0 ? fieldId('amendedSections') : undefined}
                  className="size-5 accent-primary"
                  checked={form.amendedSections.includes(number)}
                  onChange={(event) => change({ amendedSections: event.target.checked ? FORM_113_SECTIONS.filter((n) => n === number || form.amendedSections.includes(n)) : form.amendedSections.filter((n) => n !== number) })}
                />
                § {number}
              </label>
            ))}
          </div>
          <FieldError id={`${fieldId('amendedSections')}-error`}>{messageAt('amendedSections')}</FieldError>
        </fieldset>
      ) : null}

      <section aria-labelledby="plan-payment" className="flex flex-col gap-4">
        <h2 id="plan-payment" className="text-lg font-semibold">
          Your payment and how long the plan lasts
        </h2>
        <p className="max-w-prose text-sm" data-testid="plan-suggestion">
          Suggested: <strong>{formatCents(suggestion.input.monthlyPaymentCents)} a month</strong> for <strong>{suggestion.input.commitmentPeriodMonths} months</strong>. Your income after payroll deductions (Schedule I) is {formatCents(view.incomeCents)}, your expenses (Schedule J) are{' '}
          {formatCents(view.expensesCents)}
          {freed > 0 ? `, and ${formatCents(freed)} of installments the plan takes over or that stop when property goes back is added` : ''}. Your income is {assessment.medianText}, so your plan must last at least {suggestion.input.commitmentPeriodMonths} months unless it pays everyone in full.
        </p>
        <Field path="monthlyPaymentCents" label="Monthly plan payment (dollars)" hint={`Leave blank to use the suggested ${formatCents(suggestion.input.monthlyPaymentCents)}.`} value={form.payment} onChange={(payment) => change({ payment })} error={messageAt('monthlyPaymentCents')} />
        <Field path="planLengthMonths" label="Plan length (months)" hint={`Leave blank for ${suggestion.input.commitmentPeriodMonths} months. At most ${MAX_PLAN_MONTHS}.`} value={form.length} onChange={(length) => change({ length })} error={messageAt('planLengthMonths')} inputMode="numeric" />
        <Field
          path="trusteeFeePercent"
          label="The trustee’s fee (percent of each payment)"
          hint={`We assume ${suggestion.input.trusteeFeePercent}% until you know your trustee’s rate: each trustee sets their own. Ask your trustee’s office and enter it here.`}
          value={form.fee}
          onChange={(fee) => change({ fee })}
          error={messageAt('trusteeFeePercent')}
        />
        <p className="text-sm">
          Over {plan.input.planLengthMonths} months you pay {formatCents(plan.totalPaymentsCents)}; the trustee keeps {formatCents(plan.trusteeFeesCents)}.
        </p>
      </section>

      <section aria-labelledby="plan-secured" className="flex flex-col gap-4">
        <h2 id="plan-secured" className="text-lg font-semibold">
          Debts with property behind them (secured)
        </h2>
        {debts.length === 0 ? <p className="text-muted-foreground">You have no secured debts.</p> : null}
        {form.secured.map((row, index) => {
          const debt = debts.find((d) => d.id === row.debtId);
          const line = plan.secured.find((l) => l.id === row.debtId);
          if (!debt || !line) return null;
          const base = `secured.${index}`;
          return (
            <fieldset key={row.debtId} className="flex min-w-0 flex-col gap-2 rounded-lg border border-border p-4" data-debt={row.debtId}>
              <legend className="px-1 font-semibold">
                {debt.creditor.name}
                {line.collateral ? `: ${line.collateral}` : ''} ({formatCents(debt.amount)} owed{debt.arrears > 0 ? `, ${formatCents(debt.arrears)} behind` : ''})
              </legend>
              {PLAN_TREATMENTS.map((treatment) => (
                <label key={treatment} className="flex min-h-11 items-center gap-3">
                  <input type="radio" className="size-5 shrink-0 accent-primary" name={`plan-treatment-${row.debtId}`} id={treatment === row.treatment ? fieldId(`${base}.treatment`) : undefined} checked={row.treatment === treatment} onChange={() => updateSecured(row.debtId, { treatment })} />
                  {TREATMENT_LABELS[treatment]}
                </label>
              ))}
              {row.treatment === 'pay-in-full' ? (
                <Field path={`${base}.interestRatePercent`} label="Interest rate the plan pays (percent a year)" hint="Courts usually set it a little above the prime rate; ask your trustee. Leave blank for none." value={row.interestRate} onChange={(interestRate) => updateSecured(row.debtId, { interestRate })} error={messageAt(`${base}.interestRatePercent`)} />
              ) : null}
              <p className="text-sm" data-testid={`plan-effect-${row.debtId}`}>
                {line.treatment === 'surrender'
                  ? 'The property goes back; the plan pays nothing more on it and you stop the payments.'
                  : `Through the plan: ${formatCents(line.monthlyThroughPlanCents)} a month (${formatCents(line.totalThroughPlanCents)} in all).${line.monthlyDirectCents > 0 ? ` You keep paying ${formatCents(line.monthlyDirectCents)} a month directly.` : ''}`}
              </p>
            </fieldset>
          );
        })}
      </section>

      <section aria-labelledby="plan-priority" className="flex flex-col gap-2">
        <h2 id="plan-priority" className="text-lg font-semibold">
          Priority debts (taxes, support): paid in full
        </h2>
        {plan.input.priority.length === 0 ? (
          <p className="text-muted-foreground">You have no priority debts.</p>
        ) : (
          <ul className="ml-5 list-disc">
            {plan.input.priority.map((claim) => (
              <li key={claim.id}>
                {claim.creditor}: {formatCents(claim.amountCents)}
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm">The law requires the plan to pay these in full (11 U.S.C. §1322(a)(2)). This plan pays {formatCents(plan.priorityPaidCents)} of {formatCents(plan.priorityTotalCents)}.</p>
      </section>

      <section aria-labelledby="plan-unsecured" className="flex flex-col gap-2">
        <h2 id="plan-unsecured" className="text-lg font-semibold">
          What your other creditors receive
        </h2>
        <p data-testid="plan-unsecured">
          Unsecured creditors (credit cards, medical bills and the like, {formatCents(plan.input.unsecuredTotalCents)} in all) receive <strong>{formatCents(plan.unsecuredPaidCents)}</strong>, about {plan.unsecuredPercent}% of what they are owed.
        </p>
        <p className="text-sm" data-testid="plan-liquidation">
          Liquidation test: they must get at least what a Chapter 7 would give them. Property your exemptions do not protect is worth {formatCents(plan.input.nonExemptEquityCents)}, so they must get at least {formatCents(plan.liquidationValueCents)}.{' '}
          {plan.unsecuredPaidCents >= plan.liquidationValueCents ? 'This plan passes.' : 'This plan does not pass.'}
        </p>
      </section>

      <Feasibility plan={plan} fixes={fixes} />

      <section aria-labelledby="plan-other-choices" className="flex flex-col gap-6">
        <h2 id="plan-other-choices" className="text-lg font-semibold">
          Tax refunds and your property during the plan
        </h2>
        {PLAN_OTHER_QUESTIONS.map((question) => (
          <PlanChoiceQuestion key={question.path} {...question} value={form[question.path]} onChange={(answer) => change({ [question.path]: answer })} messageAt={messageAt} />
        ))}
      </section>

      <div className="flex max-w-prose flex-col gap-1.5">
        <Label htmlFor={fieldId('nonstandardProvisions')}>Nonstandard provisions (optional)</Label>
        <p id={`${fieldId('nonstandardProvisions')}-hint`} className="flex items-start gap-2 rounded-md border-l-4 border-notice-border bg-notice p-2 text-sm text-notice-foreground">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Courts review these closely. Write only what the form does not already cover, in your own words; most plans have none. They go in Part 8 of Form 113.
        </p>
        <Textarea
          id={fieldId('nonstandardProvisions')}
          value={form.nonstandard}
          onChange={(event) => change({ nonstandard: event.target.value })}
          aria-invalid={messageAt('nonstandardProvisions') ? true : undefined}
          aria-describedby={`${fieldId('nonstandardProvisions')}-hint${messageAt('nonstandardProvisions') ? ` ${fieldId('nonstandardProvisions')}-error` : ''}`}
        />
        <FieldError id={`${fieldId('nonstandardProvisions')}-error`}>{messageAt('nonstandardProvisions')}</FieldError>
      </div>

      <ContinueBar state={saver.saveState} />
    </form>
  );
}
