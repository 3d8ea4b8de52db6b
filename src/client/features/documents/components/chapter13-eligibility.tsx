import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { Chapter13EligibilityResponse } from '#shared/contracts/chapter13-eligibility.ts';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { useChapter13Eligibility } from '../api/documents-api.ts';
import { formatCents } from '#shared/format/money.ts';

/**
 * Chapter 13's own entry tests (11 U.S.C. §109(e)) as the server checked them: the debt limits in
 * force on the filing date, and regular income. Nothing for a package it does not apply to.
 */
export function Chapter13Eligibility({ answer }: { answer: Chapter13EligibilityResponse }) {
  const { limits, securedDebtCents, unsecuredDebtCents } = answer;
  if (answer.status === 'not-applicable') return null;
  if (answer.status === 'incomplete' || !limits || securedDebtCents === null || unsecuredDebtCents === null) {
    return (
      <p className="max-w-prose rounded-lg border border-border p-4 text-sm" data-testid="chapter13-eligibility" data-eligible="unknown">
        Chapter 13 is for people with regular income whose debts are under limits set by law (11 U.S.C. §109(e)). We check both once your debts and income are entered, and show the result on your plan page.
      </p>
    );
  }
  const eligible = answer.status === 'eligible';
  return (
    <section aria-labelledby="chapter13-eligibility" className="flex max-w-prose flex-col gap-2 rounded-lg border border-border p-4" data-testid="chapter13-eligibility" data-eligible={eligible}>
      <h2 id="chapter13-eligibility" className="flex items-center gap-2 text-lg font-semibold">
        {eligible ? <CircleCheck className="size-5 text-success-soft-foreground" aria-hidden="true" /> : <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />}
        {eligible ? 'You can file Chapter 13' : 'Chapter 13 may not be open to you'}
      </h2>
      <ul className="ml-5 list-disc text-sm">
        <li>
          Debt limits: {answer.withinDebtLimits ? 'met' : 'not met'}. Your secured debts are {formatCents(securedDebtCents)} (limit {formatCents(limits.securedCents)}) and your unsecured debts {formatCents(unsecuredDebtCents)} (limit {formatCents(limits.unsecuredCents)}), limits in force since {limits.effectiveDate}.
        </li>
        <li>Regular income: {answer.regularIncome ? 'met: you expect your income to continue, so it can fund a plan.' : 'not met: you told us you do not expect income to continue.'}</li>
      </ul>
      {answer.reasons.map((reason) => (
        <p key={reason.id} className="text-sm">
          {reason.rule} {reason.effect} ({reason.citation})
        </p>
      ))}
    </section>
  );
}

/** Before a Chapter 13 package starts: the server's check of the case file as saved so far. */
export function Chapter13EligibilityOfDocument({ doc }: { doc: DocumentDetail }) {
  const answer = useChapter13Eligibility(doc);
  return answer.data ? <Chapter13Eligibility answer={answer.data} /> : null;
}
