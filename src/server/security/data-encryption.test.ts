import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_ENCRYPTION_KEY_FILE, decryptValue, encryptValue, loadDataEncryptionKey, parseDataEncryptionKey } from './data-encryption.ts';

const key = parseDataEncryptionKey('0123456789abcdef'.repeat(4))!;

describe('field encryption', () => {
  it('encrypts with a fresh nonce each time and opens only with the same key and binding', () => {
    const a = encryptValue(key, '219099999', 'doc-1:debtor');
    const b = encryptValue(key, '219099999', 'doc-1:debtor');
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.keyId).toBe(key.id);
    expect(decryptValue([key], a, 'doc-1:debtor')).toBe('219099999');
    expect(() => decryptValue([key], a, 'doc-2:debtor')).toThrow();
    const other = parseDataEncryptionKey(Buffer.alloc(32, 1).toString('base64'))!;
    expect(() => decryptValue([other], a, 'doc-1:debtor')).toThrow(/No data encryption key with id/);
    expect(() => decryptValue([key], { ...a, ciphertext: b.ciphertext }, 'doc-1:debtor')).toThrow();
  });

  it('reads keys as hex or base64 of 32 bytes only', () => {
    expect(parseDataEncryptionKey('ab'.repeat(32))?.bytes.length).toBe(32);
    expect(parseDataEncryptionKey(Buffer.alloc(32, 9).toString('base64url'))?.bytes.length).toBe(32);
    expect(parseDataEncryptionKey('ab'.repeat(31))).toBeUndefined();
    expect(parseDataEncryptionKey('not a key')).toBeUndefined();
  });

  it('makes a key file on first start, then reads the same key', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-key-'));
    try {
      const first = loadDataEncryptionKey(undefined, dir);
      expect(first.created).toBe(path.join(dir, DATA_ENCRYPTION_KEY_FILE));
      expect(fs.statSync(first.created!).mode & 0o777).toBe(0o600);
      const second = loadDataEncryptionKey(undefined, dir);
      expect(second.created).toBeNull();
      expect(second.key.id).toBe(first.key.id);
      // A configured key wins over the file.
      expect(loadDataEncryptionKey('ab'.repeat(32), dir).key.id).not.toBe(first.key.id);
      fs.writeFileSync(first.created!, 'damaged');
      expect(() => loadDataEncryptionKey(undefined, dir)).toThrow(/is damaged/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
