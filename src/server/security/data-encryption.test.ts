import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA_ENCRYPTION_KEY_FILE, decryptBytes, decryptValue, encryptBytes, encryptValue, isEncryptedBytes, loadDataEncryptionKey, parseDataEncryptionKey } from './data-encryption.ts';

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

  it('encrypts a file into one marked buffer that opens only with the same key and binding, and tells plain files apart', () => {
    const pdf = Buffer.from('%PDF-1.7 Form 121 387-52-4169', 'latin1');
    const sealed = encryptBytes(key, pdf, 'doc-1:form121');
    expect(isEncryptedBytes(sealed)).toBe(true);
    expect(isEncryptedBytes(pdf)).toBe(false);
    expect(isEncryptedBytes(Buffer.from('ACME BANK\n1 MAIN ST', 'ascii'))).toBe(false);
    expect(sealed.toString('latin1')).not.toContain('387-52-4169');
    expect(encryptBytes(key, pdf, 'doc-1:form121').equals(sealed)).toBe(false);
    expect(decryptBytes([key], sealed, 'doc-1:form121').equals(pdf)).toBe(true);
    // A Uint8Array view into a larger buffer (as a driver may answer) opens the same.
    const backing = Buffer.concat([Buffer.from('xx'), sealed]);
    const view = new Uint8Array(backing.buffer, backing.byteOffset + 2, sealed.length);
    expect(decryptBytes([key], view, 'doc-1:form121').equals(pdf)).toBe(true);
    expect(() => decryptBytes([key], sealed, 'doc-2:form121')).toThrow();
    const other = parseDataEncryptionKey(Buffer.alloc(32, 1).toString('base64'))!;
    expect(() => decryptBytes([other], sealed, 'doc-1:form121')).toThrow(/No data encryption key with id/);
    const altered = Buffer.from(sealed);
    altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 1, altered.length - 1);
    expect(() => decryptBytes([key], altered, 'doc-1:form121')).toThrow();
    expect(() => decryptBytes([key], sealed.subarray(0, 20), 'doc-1:form121')).toThrow();
    expect(() => decryptBytes([key], pdf, 'doc-1:form121')).toThrow(/not an encrypted file/);
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
      // A DATA_DIR that cannot be written says what to do.
      fs.writeFileSync(path.join(dir, 'a-file'), '');
      expect(() => loadDataEncryptionKey(undefined, path.join(dir, 'a-file', 'data'))).toThrow(/make DATA_DIR writable, or set DATA_ENCRYPTION_KEY/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
