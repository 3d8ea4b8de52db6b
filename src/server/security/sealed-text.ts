import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** A new random 256-bit key, base64url (stored once with `getOrCreateSecret`). */
export function newSealingKey(): string {
  return randomBytes(32).toString('base64url');
}

function keyBytes(key: string): Buffer {
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== 32) throw new Error('a sealing key is 32 bytes');
  return bytes;
}

/**
 * Encrypts `plaintext` with AES-256-GCM. `boundTo` (for example the recipient's address) is
 * authenticated but not stored: the text opens only with the same value, so a sealed text copied
 * next to other data cannot be opened there.
 */
export function sealText(key: string, plaintext: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, keyBytes(key), iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
}

/** Decrypts what `sealText` made; throws when the key, `boundTo` or the text itself differs. */
export function openSealedText(key: string, sealed: string, boundTo: string): string {
  const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) throw new Error('not a sealed text');
  const decipher = createDecipheriv(ALGORITHM, keyBytes(key), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
