import type { ZodError, ZodType, ZodTypeDef } from 'zod';
import { AppError, type FieldIssue } from '#shared/errors.ts';

export function zodIssuesToFieldIssues(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * Validates untrusted input with a shared contract. The first issue's message becomes the
 * error message, so a client shows the same words the client-side form would.
 */
export function parseInput<Output, Input>(schema: ZodType<Output, ZodTypeDef, Input>, value: unknown): Output {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = zodIssuesToFieldIssues(result.error);
  throw new AppError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid input', issues);
}
