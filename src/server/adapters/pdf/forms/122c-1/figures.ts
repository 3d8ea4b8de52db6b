/**
 * Form 122C-1's two comparisons from the engine's current monthly income and median: line 17
 * (above the median when line 15b is MORE than 16c: Form 122C-2 is filed) and line 21 (5 years when
 * line 20b is MORE THAN OR EQUAL to 20c, §1325(b)(4)). With no marital adjustment both compare the
 * same annual income, so they differ only when it equals the median exactly.
 */
import type { Form122A1Values } from '#shared/documents/chapter7/means-test-forms.ts';
import { commitmentPeriodForIncome } from '#shared/law/chapter13-plan/plan.ts';

export interface Form122C1Figures {
  annualIncomeCents: number;
  medianCents: number;
  /** Line 17b: disposable income is determined under §1325(b)(3) (Form 122C-2 is filed). */
  aboveMedian: boolean;
  /** Line 21. */
  commitmentPeriodMonths: 36 | 60;
}

export function form122C1Figures(form: Pick<Form122A1Values, 'annualIncomeCents' | 'medianCents'>): Form122C1Figures {
  return {
    annualIncomeCents: form.annualIncomeCents,
    medianCents: form.medianCents,
    aboveMedian: form.annualIncomeCents > form.medianCents,
    commitmentPeriodMonths: commitmentPeriodForIncome(form.annualIncomeCents, form.medianCents),
  };
}
