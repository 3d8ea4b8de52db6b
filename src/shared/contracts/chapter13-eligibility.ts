import { z } from 'zod';

/** One reason, from fact to effect (the eligibility engine's `Reason`). */
export const chapter13EligibilityReasonSchema = z.object({
  id: z.string(),
  fact: z.string(),
  rule: z.string(),
  effect: z.string(),
  citation: z.string(),
  severity: z.enum(['info', 'warning', 'critical']),
});

/**
 * GET /api/documents/:id/chapter13-eligibility: whether the person can file Chapter 13 on the
 * planned filing date (§109(e) debt limits in force that day, regular income), with the reasons.
 * `incomplete`: the sections the check reads are not all answered yet (`missingSections` says which).
 * `not-applicable`: the document's package is not the Chapter 13 Complete Package (an amended plan
 * still gets `meansTest`, which its plan is measured against).
 */
export const chapter13EligibilityResponseSchema = z.object({
  status: z.enum(['eligible', 'not-eligible', 'incomplete', 'not-applicable']),
  filingDate: z.string().nullable(),
  regularIncome: z.boolean().nullable(),
  withinDebtLimits: z.boolean().nullable(),
  securedDebtCents: z.number().int().nullable(),
  unsecuredDebtCents: z.number().int().nullable(),
  limits: z
    .object({ securedCents: z.number().int(), unsecuredCents: z.number().int(), effectiveDate: z.string(), source: z.string() })
    .nullable(),
  reasons: z.array(chapter13EligibilityReasonSchema),
  missingSections: z.array(z.string()),
  /**
   * The means test a Chapter 13 plan is measured against (Form 122C-1 lines 17 and 21: above the
   * median or not; Form 122C-2's monthly disposable income above it), for the plan packages once
   * the case file is complete; null otherwise.
   */
  meansTest: z
    .object({
      annualizedIncomeCents: z.number().int(),
      medianCents: z.number().int(),
      householdSize: z.number().int(),
      stateName: z.string(),
      medianEffectiveDate: z.string(),
      monthlyDisposableIncomeCents: z.number().int().nullable(),
    })
    .nullable(),
});
export type Chapter13EligibilityResponse = z.infer<typeof chapter13EligibilityResponseSchema>;
