import { z } from 'zod';
import { householdSectionSchemas } from '#shared/law/household/index.ts';
import { t } from '#client/i18n/i18n.ts';
import { toModel, unansweredSteering, type FieldSpec, type FormValues } from '#client/lib/forms/field-specs.ts';
import type { QuestionStep } from './questionnaire-steps.ts';

/**
 * The schema of one questionnaire page: the page's form values read into the household model
 * (cents, booleans, ISO days), then checked by the model's own section schema, limited to the
 * fields the page owns. Its output is what the page saves; its issues sit on the form's paths.
 */
export function stepSchema(step: QuestionStep, specs: readonly FieldSpec[]) {
  const owned = Object.fromEntries(step.owns.map((key) => [key, true as const]));
  const sectionSchema = householdSectionSchemas[step.section] as unknown as z.AnyZodObject;
  const pageSchema = sectionSchema.pick(owned);
  return z.unknown().transform((raw, ctx) => {
    const values = (raw ?? {}) as FormValues;
    for (const missing of unansweredSteering(specs, values)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: missing.path.split('.'), message: t(missing.message) });
    }
    const result = pageSchema.safeParse(toModel(specs, values));
    if (!result.success) for (const issue of result.error.issues) ctx.addIssue({ ...issue, code: z.ZodIssueCode.custom, message: issue.message });
    return result.success ? (result.data as FormValues) : z.NEVER;
  });
}

/**
 * The section as saved after a page: what was saved before, the page's fields replaced by its
 * answers (a field the page left out, such as no home, is removed).
 */
export function mergePage(saved: FormValues | undefined, step: QuestionStep, page: FormValues): FormValues {
  const merged: FormValues = { ...saved };
  for (const key of step.owns) delete merged[key];
  return { ...merged, ...page };
}
