import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a directory held by a live process, naming it', () => {
    const dir = tempDir();
    // pid 1 always exists.
    fs.writeFileSync(path.join(dir, 'bankruptcy-site.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in another process \(pid 1\)/);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'bankruptcy-site.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'bankruptcy-site.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'bankruptcy-site.lock'))).toBe(false);
  });
});
