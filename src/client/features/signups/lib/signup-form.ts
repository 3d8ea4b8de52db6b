// The sign-up form's fields; the rules are the shared contract's (`signupFormSchema`).

export const SIGNUP_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export const EMPTY_SIGNUP_VALUES: SignupValues = { firstName: '', lastName: '', email: '', phoneNumber: '' };

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
