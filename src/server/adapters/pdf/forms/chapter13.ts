/**
 * The Chapter 13 figures the plan forms share: Form 122C-1's comparisons (from the eligibility
 * engine's means test on the planned filing date) and the plan (`planFromCaseFile` with the case
 * file's `plan` choices, measured against 122C-2's disposable income above the median). Null while
 * the case file lacks a section they read (a draft preview): the forms stay blank.
 */
import { type CaseFile, type CaseFileDraft, missingCaseFileSections } from '#shared/case-file/index.ts';
import { planContextFromIncome, planFromCaseFile, type PlanChoices } from '#shared/case-file/chapter13-plan.ts';
import type { PlanSection } from '#shared/case-file/plan-section.ts';
import type { PlanResult } from '#shared/law/chapter13-plan/plan.ts';
import { form122C1Figures, type Form122C1Figures } from './122c-1/figures.ts';
import { figuresKey, meansTestForms, type MeansTestForms } from './means-test.ts';
import { importedMedianTables } from '../imported-median-tables.ts';

export interface Chapter13Figures {
  meansTest: MeansTestForms;
  form122C1: Form122C1Figures;
  /** Null without a `plan` section. */
  plan: PlanResult | null;
}

export function planChoices(plan: PlanSection): PlanChoices {
  return {
    ...(plan.monthlyPaymentCents !== undefined ? { monthlyPaymentCents: plan.monthlyPaymentCents } : {}),
    ...(plan.planLengthMonths !== undefined ? { planLengthMonths: plan.planLengthMonths } : {}),
    ...(plan.trusteeFeePercent !== undefined ? { trusteeFeePercent: plan.trusteeFeePercent } : {}),
    secured: Object.fromEntries(
      plan.secured.map((choice) => [choice.debtId, { treatment: choice.treatment, ...(choice.interestRatePercent !== undefined ? { interestRatePercent: choice.interestRatePercent } : {}) }]),
    ),
  };
}

const cache = new WeakMap<CaseFileDraft, Map<string, Chapter13Figures>>();

export function chapter13Figures(caseFile: CaseFileDraft, filingDate: string): Chapter13Figures | null {
  const meansTest = meansTestForms(caseFile, filingDate);
  if (!meansTest || missingCaseFileSections(caseFile).length > 0) return null;
  const byDate = cache.get(caseFile) ?? new Map<string, Chapter13Figures>();
  cache.set(caseFile, byDate);
  const key = figuresKey(filingDate, importedMedianTables());
  const cached = byDate.get(key);
  if (cached) return cached;
  const form122C1 = form122C1Figures(meansTest.form122A1);
  const disposable = meansTest.form122A2?.monthlyDisposableIncomeCents;
  const plan = caseFile.plan
    ? planFromCaseFile(
        caseFile as CaseFile,
        planChoices(caseFile.plan),
        planContextFromIncome(form122C1.annualIncomeCents, form122C1.medianCents, disposable === undefined ? undefined : Math.max(0, disposable)),
      )
    : null;
  const figures = { meansTest, form122C1, plan };
  byDate.set(key, figures);
  return figures;
}
