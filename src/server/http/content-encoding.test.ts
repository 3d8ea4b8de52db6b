import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './content-encoding.ts';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, and honours q-values and *', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
  });

  it('answers nothing for identity, deflate alone, an empty or missing header', () => {
    for (const header of ['identity', 'deflate', '', undefined, 'gzip;q=0, br;q=0']) expect(preferredEncoding(header)).toBeUndefined();
  });
});
