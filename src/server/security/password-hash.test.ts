import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

/** A hash as the site stored it before (scrypt N=2^15, r=8, p=1). */
function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe('password hashes', { timeout: 30_000 }, () => {
  it('uses scrypt at OWASP\'s minimum (N=2^17, r=8, p=1) within the memory limit, and verifies', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('wrong horse battery', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash with the old parameters, and says it needs a new one', async () => {
    const old = legacyHash('an older password');
    expect(await verifyPassword('an older password', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('refuses parameters that would use more memory than allowed instead of throwing', async () => {
    const stored = await hashPassword('x'.repeat(10));
    const huge = stored.replace('$131072$', `$${2 ** 22}$`);
    expect(await verifyPassword('x'.repeat(10), huge)).toBe(false);
  });
});
