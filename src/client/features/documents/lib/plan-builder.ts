// The plan builder's logic, kept out of the page so it can be tested: the case file read as a
// complete case (the plan is measured against every other section), the means-test context the
// calculator needs (from the server's answer), and the typed form ⇄ `plan` section.
import { caseFileSchema, type CaseFile, type CaseFileDraft, type SecuredDebt } from '#shared/case-file/index.ts';
import { defaultTreatment, planContextFromIncome, planFromCaseFile, scheduleICombinedMonthlyIncomeCents, scheduleJMonthlyExpensesCents, type PlanChoices, type PlanContext } from '#shared/case-file/chapter13-plan.ts';
import type { PlanSection } from '#shared/case-file/plan-section.ts';
import type { Chapter13EligibilityResponse } from '#shared/contracts/chapter13-eligibility.ts';
import { formatCents } from '#shared/format/money.ts';
import type { PlanResult, SecuredTreatment } from '#shared/law/chapter13-plan/plan.ts';
import { MAX_MONEY_CENTS, parseMoney } from '#shared/law/household/index.ts';

/** The draft as a complete case file (the plan aside), or null while a section the plan reads is missing. */
export function completeCaseFile(draft: CaseFileDraft): CaseFile | null {
  const parsed = caseFileSchema.safeParse({ ...draft, plan: undefined });
  return parsed.success ? parsed.data : null;
}

export interface PlanAssessment {
  context: PlanContext;
  /** Above, at or below the median, in words, with the median the server's means test used. */
  medianText: string;
}

/** The plan's means-test context from the server's answer (null until the case file is complete). */
export function planAssessmentOf(answer: Chapter13EligibilityResponse): PlanAssessment | null {
  const meansTest = answer.meansTest;
  if (!meansTest) return null;
  const { annualizedIncomeCents, medianCents } = meansTest;
  const context = planContextFromIncome(annualizedIncomeCents, medianCents, meansTest.monthlyDisposableIncomeCents ?? undefined);
  const position = context.isAboveMedian ? 'above' : annualizedIncomeCents === medianCents ? 'at' : 'below';
  return {
    context,
    medianText: `${position} the median for a household of ${meansTest.householdSize} in ${meansTest.stateName} (${formatCents(medianCents)} a year, in force since ${meansTest.medianEffectiveDate})`,
  };
}

export const TREATMENT_LABELS: Record<SecuredTreatment, string> = {
  'maintain-and-cure': 'Keep paying the regular payment and catch up the missed payments through the plan',
  'pay-in-full': 'Pay the whole debt through the plan, with interest',
  surrender: 'Give the property back (surrender)',
  'pay-directly': 'Keep paying it directly, outside the plan',
};

export interface SecuredRow {
  debtId: string;
  treatment: SecuredTreatment;
  interestRate: string;
}

/** What the person types; blank payment, length and fee mean the builder's suggestion. */
export interface PlanForm {
  payment: string;
  length: string;
  fee: string;
  secured: SecuredRow[];
  nonstandard: string;
  amendedSections: string[];
  /** Form 113 § 2.3 and § 7.1: '' until the person chooses; the words go with "other". */
  taxRefunds: PlanOtherChoice;
  vesting: PlanOtherChoice;
}

export interface PlanOtherChoice {
  choice: string;
  otherText: string;
}

export interface PlanChoiceOption {
  id: string;
  label: string;
  meaning: string;
}

/** What each § 2.3 choice means, in plain words (the form's own wording is printed on Form 113). */
export const TAX_REFUND_OPTIONS: readonly PlanChoiceOption[] = [
  { id: 'retain', label: 'Keep your tax refunds', meaning: 'You keep any income tax refunds you receive while the plan lasts.' },
  {
    id: 'turn-over',
    label: 'Send the trustee your tax returns and refunds',
    meaning: 'Within 14 days of filing each tax return during the plan, you send the trustee a copy, and you pay the trustee every income tax refund you receive.',
  },
  { id: 'other', label: 'Something else', meaning: 'You write how your refunds are handled (for example, what your court’s local plan form says).' },
];

/** What each § 7.1 choice means: when property of the estate becomes yours again, outside the case. */
export const VESTING_OPTIONS: readonly PlanChoiceOption[] = [
  { id: 'confirmation', label: 'When the court confirms the plan', meaning: 'Your property is yours again, outside the bankruptcy case, once the court approves the plan.' },
  { id: 'discharge', label: 'When you receive your discharge', meaning: 'Your property stays part of the bankruptcy case until you finish the plan and the court grants the discharge.' },
  { id: 'other', label: 'At another time', meaning: 'You write when it happens.' },
];

/** The two "check one" questions of Form 113 the plan builder asks, with what each is about. */
export const PLAN_OTHER_QUESTIONS = [
  {
    path: 'taxRefunds',
    legend: 'What happens to income tax refunds you receive during the plan? (Form 113 § 2.3)',
    help: 'Trustees and local court rules differ on refunds; ask your trustee’s office what yours expects. If you do not answer, the form’s boxes are left for you to check.',
    options: TAX_REFUND_OPTIONS,
  },
  {
    path: 'vesting',
    legend: 'When does your property become yours again, outside the case? (Form 113 § 7.1)',
    help: 'What you own when you file, and what you receive during a Chapter 13 case, belongs to the bankruptcy case (11 U.S.C. §1306). Unless the plan or the court’s order says otherwise, it becomes yours again when the plan is confirmed (§1327(b)); some local rules choose another time. If you do not answer, the form’s boxes are left for you to check.',
    options: VESTING_OPTIONS,
  },
] as const satisfies readonly { path: 'taxRefunds' | 'vesting'; legend: string; help: string; options: readonly PlanChoiceOption[] }[];

const otherChoiceOf = (saved: { choice: string; otherText?: string | undefined } | undefined): PlanOtherChoice => ({ choice: saved?.choice ?? '', otherText: saved?.otherText ?? '' });
const otherChoiceSection = (key: string, answer: PlanOtherChoice) =>
  answer.choice ? { [key]: { choice: answer.choice, ...(answer.choice === 'other' && answer.otherText.trim() ? { otherText: answer.otherText.trim() } : {}) } } : {};

export const securedDebtsOf = (draft: CaseFileDraft): SecuredDebt[] => (draft.debts?.debts ?? []).filter((d): d is SecuredDebt => d.kind === 'secured');

const typed = (value: number | undefined) => (value === undefined ? '' : String(value));
const typedMoney = (cents: number | undefined) => (cents === undefined ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The saved section as the form, every secured debt with its saved or usual treatment. */
export function formOf(draft: CaseFileDraft): PlanForm {
  const saved = draft.plan;
  return {
    payment: typedMoney(saved?.monthlyPaymentCents),
    length: typed(saved?.planLengthMonths),
    fee: typed(saved?.trusteeFeePercent),
    secured: securedDebtsOf(draft).map((debt) => {
      const choice = saved?.secured.find((c) => c.debtId === debt.id);
      return { debtId: debt.id, treatment: choice?.treatment ?? defaultTreatment(debt), interestRate: typed(choice?.interestRatePercent) };
    }),
    nonstandard: saved?.nonstandardProvisions ?? '',
    amendedSections: saved?.amendedSections ?? [],
    taxRefunds: otherChoiceOf(saved?.taxRefunds),
    vesting: otherChoiceOf(saved?.vesting),
  };
}

/** A typed number, or the text itself so the schema says what is wrong with it. */
const number = (text: string): number | string | undefined => {
  const trimmed = text.trim().replace(/%$/, '').trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
};
const cents = (text: string): number | string | undefined => {
  if (text.trim() === '') return undefined;
  const parsed = parseMoney(text);
  if (parsed.ok) return parsed.cents;
  return /too large/i.test(parsed.message) ? MAX_MONEY_CENTS + 1 : text;
};

/** The form as the `plan` section (unchecked: `planSectionSchema` says what is wrong). */
export function sectionOf(form: PlanForm, amended: boolean): unknown {
  const defined = <T>(key: string, value: T | undefined) => (value === undefined ? {} : { [key]: value });
  return {
    ...defined('monthlyPaymentCents', cents(form.payment)),
    ...defined('planLengthMonths', number(form.length)),
    ...defined('trusteeFeePercent', number(form.fee)),
    secured: form.secured.map((row) => ({ debtId: row.debtId, treatment: row.treatment, ...defined('interestRatePercent', number(row.interestRate)) })),
    ...(form.nonstandard.trim() ? { nonstandardProvisions: form.nonstandard.trim() } : {}),
    ...(amended ? { amendedSections: form.amendedSections } : {}),
    ...otherChoiceSection('taxRefunds', form.taxRefunds),
    ...otherChoiceSection('vesting', form.vesting),
  };
}

export function choicesOf(section: PlanSection): PlanChoices {
  return {
    ...(section.monthlyPaymentCents !== undefined ? { monthlyPaymentCents: section.monthlyPaymentCents } : {}),
    ...(section.planLengthMonths !== undefined ? { planLengthMonths: section.planLengthMonths } : {}),
    ...(section.trusteeFeePercent !== undefined ? { trusteeFeePercent: section.trusteeFeePercent } : {}),
    secured: Object.fromEntries(
      section.secured.map((choice) => [choice.debtId, { treatment: choice.treatment, ...(choice.interestRatePercent !== undefined ? { interestRatePercent: choice.interestRatePercent } : {}) }]),
    ),
  };
}

export interface PlanView {
  plan: PlanResult;
  /** The builder's own plan (no payment or length typed): where the suggestion comes from. */
  suggestion: PlanResult;
  incomeCents: number;
  expensesCents: number;
}

/** The plan as chosen, and as the builder suggests it with the same treatments. */
export function planView(caseFile: CaseFile, section: PlanSection, context: PlanContext): PlanView {
  const choices = choicesOf(section);
  const { secured } = choices;
  return {
    plan: planFromCaseFile(caseFile, choices, context),
    suggestion: planFromCaseFile(caseFile, { ...(secured ? { secured } : {}), ...(choices.trusteeFeePercent !== undefined ? { trusteeFeePercent: choices.trusteeFeePercent } : {}) }, context),
    incomeCents: scheduleICombinedMonthlyIncomeCents(caseFile),
    expensesCents: scheduleJMonthlyExpensesCents(caseFile),
  };
}

/** Plain-word changes that would make a plan work: a payment, a length, property to give back. */
export function fixesFor(caseFile: CaseFile, section: PlanSection, context: PlanContext, plan: PlanResult): string[] {
  if (plan.feasible) return [];
  const fixes: string[] = [];
  if (plan.minimumMonthlyPaymentCents !== null && plan.minimumMonthlyPaymentCents > plan.input.monthlyPaymentCents) {
    fixes.push(`Raise the payment to ${formatCents(plan.minimumMonthlyPaymentCents)} a month.`);
  }
  const choices = choicesOf(section);
  // The shortest longer plan that works at this payment, up to 60 months.
  for (let months = plan.input.planLengthMonths + 1; months <= 60; months++) {
    if (planFromCaseFile(caseFile, { ...choices, planLengthMonths: months }, context).feasible) {
      // §1322(d)(2): past a 3-year commitment period the court must approve a longer plan for cause.
      const commitment = plan.input.commitmentPeriodMonths;
      const needsCause = months > commitment && commitment < 60;
      fixes.push(`Lengthen the plan to ${months} months.${needsCause ? ` A plan longer than ${commitment} months needs the court’s approval for a good reason (11 U.S.C. §1322(d)(2)).` : ''}`);
      break;
    }
  }
  // Property whose surrender alone makes the plan work.
  for (const line of plan.secured) {
    if (line.treatment === 'surrender') continue;
    const secured = { ...choices.secured, [line.id]: { treatment: 'surrender' as const } };
    if (planFromCaseFile(caseFile, { ...choices, secured }, context).feasible) fixes.push(`Surrender ${line.collateral || line.creditor} (give it back to ${line.creditor}).`);
  }
  return fixes;
}
