import { z } from 'zod';
import { HOUSEHOLD_SECTIONS, householdSectionSchemas, type HouseholdSection } from '#shared/law/household/index.ts';
import { text } from './fields.ts';

/** Spec 3: what an assessment recommends once completed. */
export const RECOMMENDATIONS = ['chapter7', 'chapter13', 'alternatives', 'consult_attorney'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

/** Spec 9's labels, for what the server writes itself (the summary PDF); the pages use their i18n texts. */
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  chapter7: 'Chapter 7 liquidation (quick discharge)',
  chapter13: 'Chapter 13 reorganization (3-5 year payment plan)',
  alternatives: 'Alternatives',
  consult_attorney: 'Consult attorney',
};

/** Said with every result, on the page and in the PDF. */
export const ASSESSMENT_DISCLAIMER =
  'This assessment is education, not legal advice. It is an estimate from your own answers and the published figures in force on the filing date it assumes; it does not decide anything about your case. Before you file, talk with a bankruptcy attorney or a legal aid office.';

/** Spec 4's risk levels: 80 and up high, 60-79 medium, 40-59 low, under 40 very low. */
export const RISK_BANDS = ['very_low', 'low', 'medium', 'high'] as const;
export type RiskBand = (typeof RISK_BANDS)[number];
export const RISK_BAND_LABELS: Record<RiskBand, string> = { high: 'High', medium: 'Medium', low: 'Low', very_low: 'Very Low' };

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

/** PUT /api/risk-assessments/:id/answers/:section body: the section's answers so far and the page saved. */
export function saveSectionBodySchema<S extends HouseholdSection>(section: S) {
  return z.object({ step: assessmentStepIdSchema, values: householdSectionSchemas[section].partial() }).strict();
}
/** The same body before its section is known (the section's own schema then checks `values`). */
export const saveSectionBodyShapeSchema = z.object({ step: assessmentStepIdSchema, values: z.record(z.unknown()) });

/** One reason for the result: a fact about the household, the rule it meets, what that means, and the law. */
export const assessmentReasonSchema = z.object({
  fact: z.string(),
  rule: z.string(),
  effect: z.string(),
  citation: z.string(),
  severity: z.string(),
});
export type AssessmentReason = z.infer<typeof assessmentReasonSchema>;

/** The means test as the engine worked it out (money in cents), with the median table's effective date. */
export const assessmentMeansTestSchema = z
  .object({
    currentMonthlyIncomeCents: z.number(),
    annualizedIncomeCents: z.number(),
    medianIncomeCents: z.number(),
    stateCode: z.string(),
    householdSize: z.number(),
    isAboveMedian: z.boolean(),
    tableEffectiveDate: z.string(),
    /** The six months the income covers (YYYY-MM, oldest first). */
    months: z.array(z.string()),
  })
  .passthrough();

/** What completing an assessment found (the eligibility engine's answer, as stored and shown). */
export const assessmentResultSchema = z
  .object({
    riskScore: z.number().int().min(0).max(100),
    band: z.enum(RISK_BANDS),
    recommendation: z.enum(RECOMMENDATIONS),
    /** How sure the estimate is, in percent (lower when figures had to be estimated). */
    confidence: z.number(),
    filingDate: z.string(),
    meansTest: assessmentMeansTestSchema.nullable(),
    reasons: z.array(assessmentReasonSchema),
    estimateNotes: z.array(z.string()),
  })
  .passthrough();
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** GET /api/risk-assessments/:id: the summary, the answers, and the engine's result once completed. */
export const assessmentDetailSchema = assessmentSummarySchema.extend({
  /** The filing date the assessment assumes (YYYY-MM-DD): its six income months are the six full months before this month. */
  filingDate: z.string(),
  answers: assessmentAnswersSchema,
  result: assessmentResultSchema.nullable(),
});
export type AssessmentDetail = z.infer<typeof assessmentDetailSchema>;
