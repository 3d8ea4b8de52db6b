import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Field encryption of the most sensitive personal data (Social Security numbers): AES-256-GCM, a
 * random 96-bit nonce per value, authenticated data that ties a value to its row, and the key's id
 * stored with each value so keys can rotate. The key comes from DATA_ENCRYPTION_KEY, or from a key
 * file made in DATA_DIR on first start (the operator must back it up: without it the numbers are
 * lost).
 */

const ALGORITHM = 'aes-256-gcm';
export const DATA_ENCRYPTION_KEY_FILE = 'data-encryption.key';
export const DATA_ENCRYPTION_KEY_HELP = 'must be 32 random bytes written as 64 hexadecimal characters or in base64 (make one with: openssl rand -base64 32)';

export interface DataEncryptionKey {
  /** Short, non-secret fingerprint of the key, stored with each value. */
  id: string;
  bytes: Buffer;
}

export interface EncryptedValue {
  keyId: string;
  nonce: string;
  ciphertext: string;
  authTag: string;
}

/** 64 hex characters or base64 / base64url of 32 bytes; undefined when the text is neither. */
export function parseDataEncryptionKey(text: string): DataEncryptionKey | undefined {
  const trimmed = text.trim();
  let bytes: Buffer | undefined;
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) bytes = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (!bytes || bytes.length !== 32) return undefined;
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 16), bytes };
}

/**
 * The configured key, or the key file in DATA_DIR (made on first start, 0600). `created` says a
 * new key file was written: the caller logs it loudly so the operator backs it up.
 */
export function loadDataEncryptionKey(configured: string | undefined, dataDir: string): { key: DataEncryptionKey; created: string | null } {
  if (configured) {
    const key = parseDataEncryptionKey(configured);
    if (!key) throw new Error(`DATA_ENCRYPTION_KEY ${DATA_ENCRYPTION_KEY_HELP}`);
    return { key, created: null };
  }
  const file = path.join(dataDir, DATA_ENCRYPTION_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = parseDataEncryptionKey(fs.readFileSync(file, 'utf8'));
    if (!key) throw new Error(`The key file ${file} is damaged: it ${DATA_ENCRYPTION_KEY_HELP}. Restore it from your backup.`);
    return { key, created: null };
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const text = randomBytes(32).toString('base64');
  // `wx`: never overwrite a key another instance wrote a moment ago.
  try {
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadDataEncryptionKey(undefined, dataDir);
    throw error;
  }
  return { key: parseDataEncryptionKey(text)!, created: file };
}

export function encryptValue(key: DataEncryptionKey, plaintext: string, boundTo: string): EncryptedValue {
  const nonce = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key.bytes, nonce);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return { keyId: key.id, nonce: nonce.toString('base64url'), ciphertext: ciphertext.toString('base64url'), authTag: cipher.getAuthTag().toString('base64url') };
}

/** Decrypts with the key the value names; throws when no key has that id or the value was altered or moved. */
export function decryptValue(keys: readonly DataEncryptionKey[], value: EncryptedValue, boundTo: string): string {
  const key = keys.find((k) => k.id === value.keyId);
  if (!key) throw new Error(`No data encryption key with id ${value.keyId} is configured`);
  const decipher = createDecipheriv(ALGORITHM, key.bytes, Buffer.from(value.nonce, 'base64url'));
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(Buffer.from(value.authTag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(value.ciphertext, 'base64url')), decipher.final()]).toString('utf8');
}
