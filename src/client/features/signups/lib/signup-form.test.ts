import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_VALUES, fieldErrorsFrom, prefillSignup, validateSignupForm } from './signup-form.ts';

describe('validateSignupForm', () => {
  it('gives the spec messages for each field', () => {
    expect(validateSignupForm({ firstName: 'A', lastName: ' ', email: 'nope', phoneNumber: '555-01' })).toEqual({
      ok: false,
      errors: {
        firstName: 'First name must be at least 2 characters',
        lastName: 'Last name must be at least 2 characters',
        email: 'Please enter a valid email address',
        phoneNumber: 'Please enter a valid phone number',
      },
    });
  });

  it('accepts a complete form and trims it', () => {
    expect(validateSignupForm({ firstName: ' Maria ', lastName: 'Lopez', email: 'maria@example.com ', phoneNumber: '(555) 555-0100' })).toEqual({
      ok: true,
      data: { firstName: 'Maria', lastName: 'Lopez', email: 'maria@example.com', phoneNumber: '(555) 555-0100' },
    });
  });
});

describe('fieldErrorsFrom', () => {
  it('keeps the first message per known field and ignores others', () => {
    expect(
      fieldErrorsFrom([
        { path: 'email', message: 'first' },
        { path: 'email', message: 'second' },
        { path: 'other', message: 'x' },
      ]),
    ).toEqual({ email: 'first' });
  });
});

describe('prefillSignup', () => {
  it('fills empty fields from the account and keeps typed ones', () => {
    expect(prefillSignup({ ...EMPTY_SIGNUP_VALUES, firstName: 'Typed' }, { firstName: 'Maria', lastName: 'Lopez', email: null })).toEqual({
      firstName: 'Typed',
      lastName: 'Lopez',
      email: '',
      phoneNumber: '',
    });
  });
});
