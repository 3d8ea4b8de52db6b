import { signupFormSchema, type SignupForm } from '#shared/contracts/signups.ts';

export const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;
export type SignupErrors = Partial<Record<SignupField, string>>;

export const EMPTY_SIGNUP_VALUES: SignupValues = { firstName: '', lastName: '', email: '', phoneNumber: '' };

export type SignupValidation = { ok: true; data: SignupForm } | { ok: false; errors: SignupErrors };

/** Checks the four fields with the shared rules (spec 5); one message per field, the first that applies. */
export function validateSignupForm(values: SignupValues): SignupValidation {
  const parsed = signupFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: fieldErrorsFrom(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))) };
}

/** Turns `{ path, message }` issues (from Zod or the server's 400) into one message per known field. */
export function fieldErrorsFrom(issues: ReadonlyArray<{ path: string; message: string }>): SignupErrors {
  const errors: SignupErrors = {};
  for (const issue of issues) {
    const field = SIGNUP_FIELDS.find((name) => name === issue.path.split('.')[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The signed-in person's own details, to save typing them again; never overwrites what was typed. */
export function prefillSignup(values: SignupValues, person: object): SignupValues {
  const { firstName, lastName, email } = person as Partial<Record<'firstName' | 'lastName' | 'email', unknown>>;
  const pick = (current: string, candidate: unknown) => (current === '' && typeof candidate === 'string' ? candidate : current);
  return {
    ...values,
    firstName: pick(values.firstName, firstName),
    lastName: pick(values.lastName, lastName),
    email: pick(values.email, email),
  };
}
