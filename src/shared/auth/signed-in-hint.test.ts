import { describe, expect, it } from 'vitest';
import { hasSignedInHint } from './signed-in-hint.ts';

describe('hasSignedInHint', () => {
  it('finds the hint under its plain and its __Host- name', () => {
    expect(hasSignedInHint('bsh_signed_in=1')).toBe(true);
    expect(hasSignedInHint('theme=dark; __Host-bsh_signed_in=1; x=y')).toBe(true);
  });

  it('is false without it, or for a cookie whose name only contains it', () => {
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('theme=dark')).toBe(false);
    expect(hasSignedInHint('not_bsh_signed_in=1; a=bsh_signed_in')).toBe(false);
  });
});
