/**
 * The `plan` section of the case file: the person's choices for a Chapter 13 plan (Official Form
 * 113). Everything the plan pays is read from the rest of the case file (debts, income, expenses,
 * property and exemptions) by `planInputFromCaseFile`; this section holds only what the person
 * decides. A choice left out gets the plan builder's starting value (the commitment period, the
 * payment Schedules I and J leave, the assumed trustee's rate, each claim's usual treatment).
 */
import { z } from 'zod';
import { MAX_PLAN_MONTHS, type SecuredTreatment } from '../law/chapter13-plan/plan.ts';
import { centsSchema } from '../law/household/money.ts';
import { choice, itemIdSchema, shortText } from './building-blocks.ts';

export const PLAN_TREATMENTS = ['maintain-and-cure', 'pay-in-full', 'surrender', 'pay-directly'] as const satisfies readonly SecuredTreatment[];

/** Form 113's numbered sections, as the form lists them when a plan is amended. */
export const FORM_113_SECTIONS = [
  '1.1', '1.2', '1.3',
  '2.1', '2.2', '2.3', '2.4', '2.5',
  '3.1', '3.2', '3.3', '3.4', '3.5',
  '4.1', '4.2', '4.3', '4.4', '4.5', '4.6',
  '5.1', '5.2', '5.3',
  '6.1',
  '7.1',
  '8.1',
  '9.1',
] as const; // prettier-ignore
export type Form113Section = (typeof FORM_113_SECTIONS)[number];

const percent = (max: number, label: string) =>
  z
    .number({ invalid_type_error: `Enter ${label} as a number, like 5` })
    .min(0, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be below 0 %`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} cannot be above ${max} %`);

export const planSecuredChoiceSchema = z.object({
  /** The secured debt (case file `debts`) this choice is for. */
  debtId: itemIdSchema,
  treatment: choice(PLAN_TREATMENTS, 'Choose how the plan treats this debt'),
  /** Interest the plan pays on a claim paid in full (Till rate); blank: none. */
  interestRatePercent: percent(30, 'the interest rate').optional(),
});
export type PlanSecuredChoice = z.infer<typeof planSecuredChoiceSchema>;

/** Form 113 § 2.3: keep the refunds, send the returns and turn the refunds over, or as written. */
export const PLAN_TAX_REFUND_CHOICES = ['retain', 'turn-over', 'other'] as const;
/** Form 113 § 7.1: when property of the estate goes back to the person. */
export const PLAN_VESTING_CHOICES = ['confirmation', 'discharge', 'other'] as const;

/** A § 2.3 or § 7.1 choice; "other" needs the person's own words. */
const choiceWithOther = <T extends readonly [string, ...string[]]>(values: T, chooseMessage: string, label: string, missing: string) =>
  z
    .object({ choice: choice(values, chooseMessage), otherText: shortText(1000, label).optional() })
    .strict()
    .superRefine((answer, ctx) => {
      if (answer.choice === 'other' && !answer.otherText) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['otherText'], message: missing });
    });

export const planSectionSchema = z
  .object({
    /** Blank: what Schedules I and J leave each month. */
    monthlyPaymentCents: centsSchema.optional(),
    /** Blank: the applicable commitment period (3 or 5 years). */
    planLengthMonths: z
      .number({ invalid_type_error: 'Enter the plan length in months, like 36 or 60' })
      .int('Enter the plan length in whole months, like 36 or 60')
      .min(1, 'A plan lasts at least 1 month')
      .max(MAX_PLAN_MONTHS, `A plan can last at most ${MAX_PLAN_MONTHS} months (5 years)`)
      .optional(),
    /** Blank: the assumed rate; each trustee sets their own. */
    trusteeFeePercent: percent(10, 'the trustee’s fee').optional(),
    secured: z.array(planSecuredChoiceSchema).max(500, 'List at most 500 secured debts'),
    /** Form 113 Part 8: only what the person writes; courts review these closely. */
    nonstandardProvisions: shortText(4000, 'Your nonstandard provisions').optional(),
    /** Form 113 § 2.3; blank: the form's boxes are left for the person to check. */
    taxRefunds: choiceWithOther(PLAN_TAX_REFUND_CHOICES, 'Choose what happens to your tax refunds', 'How you will treat tax refunds', 'Write how you will treat tax refunds').optional(),
    /** Form 113 § 7.1; blank: the form's boxes are left for the person to check. */
    vesting: choiceWithOther(PLAN_VESTING_CHOICES, 'Choose when your property goes back to you', 'When your property goes back to you', 'Write when your property goes back to you').optional(),
    /** Form 113's top box: an amended plan lists the sections it changes. */
    amendedSections: z.array(choice(FORM_113_SECTIONS, 'Choose a section of Form 113')).max(FORM_113_SECTIONS.length).optional(),
  })
  .strict();
export type PlanSection = z.infer<typeof planSectionSchema>;
