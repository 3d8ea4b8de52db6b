import { z } from 'zod';
import type { EligibilityResult, Recommendation as EngineRecommendation, RiskBand as EngineRiskBand } from '#shared/law/eligibility/index.ts';
import { HOUSEHOLD_SECTIONS, householdSectionSchemas, type HouseholdSection } from '#shared/law/household/index.ts';
import { text } from './fields.ts';

/** Spec 3: what an assessment recommends once completed. */
export const RECOMMENDATIONS = ['chapter7', 'chapter13', 'alternatives', 'consult_attorney'] as const satisfies readonly EngineRecommendation[];
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Said with every result, on the page and in the PDF. */
export const ASSESSMENT_DISCLAIMER =
  'This assessment is education, not legal advice. It is an estimate from your own answers and the published figures in force on the filing date it assumes; it does not decide anything about your case. Before you file, talk with a bankruptcy attorney or a legal aid office.';

/** Spec 4's risk levels: 80 and up high, 60-79 medium, 40-59 low, under 40 very low. */
export const RISK_BANDS = ['very_low', 'low', 'medium', 'high'] as const satisfies readonly EngineRiskBand[];
export type RiskBand = (typeof RISK_BANDS)[number];

/** An assessment's id in a path; any text, so a malformed id is simply not found (404), like another person's. */
export const assessmentIdParamsSchema = z.object({ id: text().min(1).max(64) });

/** One assessment as the hub lists it (spec 3: id, createdAt, isCompleted, riskScore, recommendation). */
export const assessmentSummarySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** The questionnaire page last saved, where Continue brings the person back. */
  currentStep: z.string().nullable(),
  riskScore: z.number().int().min(0).max(100).nullable(),
  band: z.enum(RISK_BANDS).nullable(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

/** GET /api/risk-assessments: the person's assessments, newest first. */
export const assessmentListSchema = z.array(assessmentSummarySchema);

/** GET /api/current-assessment: the newest assessment (in progress or completed), or none. */
export const currentAssessmentSchema = z.object({ assessment: assessmentSummarySchema.nullable() });
export type CurrentAssessment = z.infer<typeof currentAssessmentSchema>;

// ---------------------------------------------------------------------------------------------
// The questionnaire's answers: the household model, saved one page at a time

/**
 * The answers so far. A page saves part of a section, so each section may be partial here: every
 * field present is checked with the household model's own field schema (the one the page's form
 * uses); the whole, complete household is checked with `householdSchema` on completion.
 */
export const assessmentAnswersSchema = z
  .object(
    Object.fromEntries(HOUSEHOLD_SECTIONS.map((section) => [section, householdSectionSchemas[section].partial().optional()])) as {
      [S in HouseholdSection]: z.ZodOptional<ReturnType<(typeof householdSectionSchemas)[S]['partial']>>;
    },
  )
  .strict();
export type AssessmentAnswers = z.infer<typeof assessmentAnswersSchema>;

/** A questionnaire page's id (where Continue brings the person back). */
export const assessmentStepIdSchema = text().min(1).max(40).regex(/^[a-z0-9-]+$/, 'Unknown questionnaire page');

export const assessmentSectionParamsSchema = assessmentIdParamsSchema.extend({
  section: z.enum(HOUSEHOLD_SECTIONS as [HouseholdSection, ...HouseholdSection[]], { errorMap: () => ({ message: 'Unknown section of the questionnaire' }) }),
});

/** A section's answers so far: each field present is checked by the household model's field schema. */
export function sectionAnswersSchema(section: HouseholdSection): z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown> {
  return householdSectionSchemas[section].partial() as unknown as z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
}

/** PUT /api/risk-assessments/:id/answers/:section body: the section's answers so far and the page saved. */
export function saveSectionBodySchema(section: HouseholdSection) {
  return z.object({ step: assessmentStepIdSchema, values: sectionAnswersSchema(section) }).strict();
}
/** The same body before its section is known (the section's own schema then checks `values`). */
export const saveSectionBodyShapeSchema = z.object({ step: assessmentStepIdSchema, values: z.unknown() }).strict();

/** One reason for the result: a fact about the household, the rule it meets, what that means, and the law. */
export const assessmentReasonSchema = z.object({
  id: z.string(),
  fact: z.string(),
  rule: z.string(),
  effect: z.string(),
  citation: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
});
export type AssessmentReason = z.infer<typeof assessmentReasonSchema>;

/** Where a legal figure comes from, shown next to it. */
const figureSourceSchema = z.object({ effectiveDate: z.string(), source: z.string(), officialSource: z.string(), dataFile: z.string() });

/** The means test as the engine worked it out (money in cents), with the median table's effective date. */
export const assessmentMeansTestSchema = z
  .object({
    applies: z.boolean(),
    /** Absent on assessments saved before it existed. */
    notConsumerBecauseOfTaxes: z.boolean().optional(),
    outcome: z.enum(['at-or-below-median', 'above-median']),
    currentMonthlyIncomeCents: z.number(),
    annualizedIncomeCents: z.number(),
    excludedMonthlyIncomeCents: z.number(),
    spouseIncomeCounted: z.boolean(),
    // needsCheck: absent from results kept before it was added.
    median: figureSourceSchema.extend({ valueCents: z.number(), stateCode: z.string(), stateName: z.string(), householdSize: z.number(), needsCheck: z.boolean().optional() }),
    differenceFromMedianCents: z.number(),
    presumptionOfAbuse: z.enum(['none', 'arises', 'not-applicable']),
    form122A2: z
      .object({
        monthlyDisposableIncomeCents: z.number(),
        sixtyMonthDisposableIncomeCents: z.number(),
        thresholds: figureSourceSchema.extend({ lowerCents: z.number(), upperCents: z.number() }),
        presumption: z.enum(['arises', 'does-not-arise']),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

/** Debts by kind, in cents (the chart of the results page). */
export const assessmentDebtsSchema = z
  .object({
    securedCents: z.number(),
    securedArrearsCents: z.number(),
    priorityTaxesCents: z.number(),
    otherTaxesCents: z.number(),
    domesticSupportCents: z.number(),
    studentLoansCents: z.number(),
    criminalRestitutionCents: z.number(),
    businessDebtsCents: z.number(),
    otherUnsecuredCents: z.number(),
    nondischargeableCents: z.number(),
    totalCents: z.number(),
  })
  .passthrough();

/** What completing an assessment found: the eligibility engine's answer (src/shared/law/eligibility), as stored and shown. */
const resultFieldsSchema = z
  .object({
    filingDate: z.string(),
    riskScore: z.number().int().min(0).max(100),
    band: z.enum(RISK_BANDS),
    bandLabel: z.string(),
    recommendation: z.enum(RECOMMENDATIONS),
    recommendationLabel: z.string(),
    /** How sure the estimate is, in percent (lower with each figure that had to be estimated). */
    confidence: z.number(),
    meansTest: assessmentMeansTestSchema,
    debts: assessmentDebtsSchema,
    reasons: z.array(assessmentReasonSchema),
    estimateNotes: z.array(z.object({ figure: z.string(), why: z.string() })),
  })
  .passthrough();
/** Checks the engine's answer where the pages read it, and types it as the engine's own result. */
export const assessmentResultSchema = resultFieldsSchema as unknown as z.ZodType<EligibilityResult, z.ZodTypeDef, unknown>;
export type AssessmentResult = EligibilityResult;

/** GET /api/risk-assessments/:id: the summary, the answers, and the engine's result once completed. */
export const assessmentDetailSchema = assessmentSummarySchema.extend({
  /** The filing date the assessment assumes (YYYY-MM-DD): its six income months are the six full months before this month. */
  filingDate: z.string(),
  answers: assessmentAnswersSchema,
  result: assessmentResultSchema.nullable(),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;
