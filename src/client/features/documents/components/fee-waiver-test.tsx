import * as React from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatCents } from '#shared/format/money.ts';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { useZodFormContext } from '#client/lib/forms/form.tsx';
import { feeWaiverTestView } from '../lib/fee-waiver-test.ts';


/**
 * On the filing-fee page, once the person picks a waiver: the 150 % test of 28 U.S.C. § 1930(f)
 * (Form 103B) with their figures and the guideline in force, and plainly whether it refuses.
 * Generate refuses a waiver the test refuses, so the person learns it here, where they choose.
 */
export function FeeWaiverTest({ doc }: { doc: DocumentDetail }) {
  const form = useZodFormContext();
  const fee = form.watch('filingFee') as unknown;
  const chapter = form.watch('chapter') as unknown;
  const plannedFilingDate = form.watch('plannedFilingDate') as unknown;
  const formState = form.watch('district.state') as unknown;
  const [typedFamilySize, setTypedFamilySize] = React.useState(() => String(doc.prefill.household?.householdSize ?? ''));
  const [typedMonthlyIncome, setTypedMonthlyIncome] = React.useState('');
  if (fee !== 'waiver') return null;
  const state = typeof formState === 'string' && formState ? formState : (doc.prefill.residence?.state ?? '');
  const view = feeWaiverTestView({ caseFile: doc.caseFile, chapter, plannedFilingDate, state, typedFamilySize, typedMonthlyIncome, today: new Date() });
  const needsTyping = !(doc.caseFile.household && doc.caseFile.income);

  return (
    <section aria-labelledby="fee-waiver-test-heading" className="flex max-w-prose flex-col gap-3 rounded-lg border border-border p-4" data-testid="fee-waiver-test">
      <h2 id="fee-waiver-test-heading" className="text-lg font-semibold">
        Can the fee be waived? The 150 % income test
      </h2>
      <p>
        The court can waive the fee only in Chapter 7, and only if your family’s income is less than 150 % of the poverty guideline for a family of your size (28 U.S.C. § 1930(f); Form 103B). Even then, the judge decides.
      </p>
      {needsTyping ? (
        <>
          <p className="text-sm text-muted-foreground">
            You have not saved “Your household” and “Your income” yet. Type your figures here to see the answer now. We test again with those sections before you generate your forms.
          </p>
          <div className="flex flex-col gap-1">
            <Label htmlFor="fee-waiver-family-size">How many people are in your family?</Label>
            <p id="fee-waiver-family-size-hint" className="text-sm text-muted-foreground">
              You, your spouse (if you live together) and the people who depend on you.
            </p>
            <Input id="fee-waiver-family-size" inputMode="numeric" autoComplete="off" className="max-w-32" aria-describedby="fee-waiver-family-size-hint" value={typedFamilySize} onChange={(event) => setTypedFamilySize(event.target.value)} />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="fee-waiver-income">Your family’s take-home pay each month</Label>
            <p id="fee-waiver-income-hint" className="text-sm text-muted-foreground">
              After taxes and other paycheck deductions, plus other money that comes in each month, in dollars.
            </p>
            <Input id="fee-waiver-income" inputMode="decimal" autoComplete="off" className="max-w-48" aria-describedby="fee-waiver-income-hint" value={typedMonthlyIncome} onChange={(event) => setTypedMonthlyIncome(event.target.value)} />
          </div>
        </>
      ) : null}
      <div role="status" className="flex flex-col gap-2" data-testid="fee-waiver-result">
        {view.kind === 'needsFigures' ? <p>Type your family size and monthly take-home pay to see the answer.</p> : null}
        {view.kind === 'unavailable' ? <p>We do not have the poverty guideline for your filing date. Check the date on the first page of this section.</p> : null}
        {view.kind === 'result' ? (
          <>
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
              <dt className="font-medium">Your family</dt>
              <dd>
                {view.familySize} {view.familySize === 1 ? 'person' : 'people'}
                {view.source === 'caseFile' ? ' (from “Your household”)' : ''}
              </dd>
              <dt className="font-medium">Take-home income</dt>
              <dd>
                {formatCents(view.monthlyNetIncomeCents)} a month, {formatCents(view.eligibility.annualIncomeCents)} a year{view.source === 'caseFile' ? ' (from “Your income”)' : ''}
              </dd>
              <dt className="font-medium">The limit</dt>
              <dd>
                less than {formatCents(view.eligibility.limitCents)} a year: {view.eligibility.percent} % of the poverty guideline for a family of {view.familySize} ({view.eligibility.officialSource}, in force since {formatIsoDate(view.eligibility.guidelineEffectiveDate)})
              </dd>
            </dl>
            <p className={view.eligibility.offered ? 'flex items-start gap-2 font-semibold' : 'flex items-start gap-2 font-semibold text-destructive'} data-testid="fee-waiver-verdict">
              {view.eligibility.offered ? <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" /> : <CircleX className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
              {view.eligibility.offered ? 'The test allows you to ask for a waiver.' : 'The test refuses a waiver.'}
            </p>
            <p>{view.eligibility.reason}</p>
            {view.eligibility.offered ? null : <p>Choose “All at once” or “In installments (Form 103A)” above. With a waiver chosen, we cannot make your final forms.</p>}
          </>
        ) : null}
      </div>
    </section>
  );
}
