import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdDataDirInAnotherProcess } from '../../../tests/support/data-dir-holder.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsh-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a directory held by a live process, naming it, and takes it the moment that process is killed', async () => {
    const dir = tempDir();
    const holder = await holdDataDirInAnotherProcess(dir);
    children.push(holder);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `The database in ${dir} is already open in another process (pid ${holder.pid}). Stop that process first, or set DATA_DIR to a different folder.`,
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('refuses a second open inside the same process too', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/already open in another process/);
    release();
  });

  it.each([
    ['a pid that no longer exists', '999999999'],
    ['an unrelated live process (pid 1)', '1'],
    ['our own pid (a restarted container reusing it)', String(process.pid)],
    ['garbage', 'not a pid'],
  ])('starts over a lock file that names %s', (_name, content) => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, LOCK_FILE), content);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('frees the directory on release, for the next process', () => {
    const dir = tempDir();
    acquireDataDirLock(dir)();
    expect(fs.readFileSync(path.join(dir, LOCK_FILE), 'utf8')).toBe('');
    const again = acquireDataDirLock(dir);
    again();
    again();
  });
});
