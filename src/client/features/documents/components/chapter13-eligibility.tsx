import * as React from 'react';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import { assessPlanCase, completeCaseFile, dollars, type PlanAssessment } from '../lib/plan-builder.ts';

/** Chapter 13's own entry tests (11 U.S.C. §109(e)): the debt limits in force on the filing date, and regular income. */
export function Chapter13Eligibility({ assessment }: { assessment: PlanAssessment }) {
  const { chapter13, reasons } = assessment;
  const limits = chapter13.limits;
  return (
    <section aria-labelledby="chapter13-eligibility" className="flex max-w-prose flex-col gap-2 rounded-lg border border-border p-4" data-testid="chapter13-eligibility" data-eligible={chapter13.eligible}>
      <h2 id="chapter13-eligibility" className="flex items-center gap-2 text-lg font-semibold">
        {chapter13.eligible ? <CircleCheck className="size-5 text-success-soft-foreground" aria-hidden="true" /> : <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />}
        {chapter13.eligible ? 'You can file Chapter 13' : 'Chapter 13 may not be open to you'}
      </h2>
      <ul className="ml-5 list-disc text-sm">
        <li>
          Debt limits: {chapter13.withinDebtLimits ? 'met' : 'not met'}. Your secured debts are {dollars(chapter13.securedDebtCents)} (limit {dollars(limits.securedCents)}) and your unsecured debts {dollars(chapter13.unsecuredDebtCents)} (limit {dollars(limits.unsecuredCents)}), limits in force since {limits.effectiveDate}.
        </li>
        <li>Regular income: {chapter13.regularIncome ? 'met: you expect your income to continue, so it can fund a plan.' : 'not met: you told us you do not expect income to continue.'}</li>
      </ul>
      {reasons.map((reason) => (
        <p key={reason.id} className="text-sm">
          {reason.rule} {reason.effect} ({reason.citation})
        </p>
      ))}
    </section>
  );
}

/** Before a Chapter 13 package starts: the same check on what the case file holds so far. */
export function Chapter13EligibilityOfDraft({ draft }: { draft: CaseFileDraft }) {
  const assessment = React.useMemo(() => {
    const caseFile = completeCaseFile(draft);
    return caseFile ? assessPlanCase(caseFile) : null;
  }, [draft]);
  if (assessment) return <Chapter13Eligibility assessment={assessment} />;
  return (
    <p className="max-w-prose rounded-lg border border-border p-4 text-sm" data-testid="chapter13-eligibility" data-eligible="unknown">
      Chapter 13 is for people with regular income whose debts are under limits set by law (11 U.S.C. §109(e)). We check both once your debts and income are entered, and show the result on your plan page.
    </p>
  );
}
