import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'Password1', '12345678', 'qwertyuiop', 'iloveyou'])('refuses %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });
  it.each(['correct horse battery', 'a long enough password', 'a brand new password', 'a good long password'])('accepts %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
