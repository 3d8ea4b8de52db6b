import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Field encryption of the most sensitive personal data (Social Security numbers, and the files made
 * with them, such as Form 121): AES-256-GCM, a
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
  const text = randomBytes(32).toString('base64');
  // `wx`: never overwrite a key another instance wrote a moment ago.
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${text}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadDataEncryptionKey(undefined, dataDir);
    throw new Error(`Could not create the data encryption key file ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}): make DATA_DIR writable, or set DATA_ENCRYPTION_KEY`);
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

/**
 * Sealed files (the PDFs kept for a document) start with this: a zero byte, which neither a PDF
 * ("%PDF-") nor the plain-text creditor list can start with, then a format name.
 */
export const SEALED_BYTES_MAGIC: Uint8Array = Buffer.from('\u0000BSHE1', 'latin1');
const NONCE_BYTES = 12;
const AUTH_TAG_BYTES = 16;

/** Whether `bytes` were made by `encryptBytes` (else they were stored plain, before files were encrypted). */
export function isEncryptedBytes(bytes: Uint8Array): boolean {
  return bytes.length > SEALED_BYTES_MAGIC.length && Buffer.from(bytes.buffer, bytes.byteOffset, SEALED_BYTES_MAGIC.length).equals(SEALED_BYTES_MAGIC);
}

/** A file encrypted like a value, in one buffer: magic, key id (its length first), nonce, tag, ciphertext. */
export function encryptBytes(key: DataEncryptionKey, plaintext: Uint8Array, boundTo: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv(ALGORITHM, key.bytes, nonce);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const keyId = Buffer.from(key.id, 'latin1');
  return Buffer.concat([SEALED_BYTES_MAGIC, Buffer.from([keyId.length]), keyId, nonce, cipher.getAuthTag(), ciphertext]);
}

/** Opens what `encryptBytes` made; throws when no key has its id, or it was altered or moved. */
export function decryptBytes(keys: readonly DataEncryptionKey[], sealed: Uint8Array, boundTo: string): Buffer {
  if (!isEncryptedBytes(sealed)) throw new Error('These bytes are not an encrypted file');
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  let at = SEALED_BYTES_MAGIC.length;
  const keyIdLength = bytes.readUInt8(at);
  at += 1;
  const keyId = bytes.subarray(at, (at += keyIdLength)).toString('latin1');
  const nonce = bytes.subarray(at, (at += NONCE_BYTES));
  const authTag = bytes.subarray(at, (at += AUTH_TAG_BYTES));
  if (authTag.length !== AUTH_TAG_BYTES) throw new Error('This encrypted file is cut short');
  const key = keys.find((k) => k.id === keyId);
  if (!key) throw new Error(`No data encryption key with id ${keyId} is configured`);
  const decipher = createDecipheriv(ALGORITHM, key.bytes, nonce);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(authTag);
  return Buffer.concat([decipher.update(bytes.subarray(at)), decipher.final()]);
}
