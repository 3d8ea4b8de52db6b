import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or an emailed link; only its digest is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
