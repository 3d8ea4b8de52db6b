import { describe, expect, it } from 'vitest';
import { EMPTY_SIGNUP_VALUES, prefillSignup } from './signup-form.ts';

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
