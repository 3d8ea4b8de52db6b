import { describe, expect, it } from 'vitest';
import type { FieldErrors } from 'react-hook-form';
import { listFormErrors } from './error-list.ts';

describe('listFormErrors', () => {
  it('lists flat, nested, array and root errors with their paths, in order', () => {
    const errors = {
      email: { type: 'invalid_string', message: 'Invalid email' },
      address: { zip: { type: 'too_small', message: 'Enter a 5-digit ZIP code' } },
      debts: [undefined, { amount: { type: 'invalid_money', message: 'Enter an amount in dollars' } }],
      root: { server: { type: 'server', message: 'Something is off' } },
    } as unknown as FieldErrors;
    expect(listFormErrors(errors)).toEqual([
      { path: 'email', message: 'Invalid email' },
      { path: 'address.zip', message: 'Enter a 5-digit ZIP code' },
      { path: 'debts.1.amount', message: 'Enter an amount in dollars' },
      { path: 'root.server', message: 'Something is off' },
    ]);
  });

  it('skips errors that carry no message', () => {
    expect(listFormErrors({ name: { type: 'required' } } as unknown as FieldErrors)).toEqual([]);
  });
});
