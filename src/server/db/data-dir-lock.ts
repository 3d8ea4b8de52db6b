import fs from 'node:fs';
import path from 'node:path';
import { flockSync } from 'fs-ext-extra-prebuilt';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  /** The holder's pid, as its lock file names it (unknown for a moment while it starts). */
  constructor(message: string, readonly holderPid?: number) {
    super(message);
  }
}

export const LOCK_FILE = 'bankruptcy-site.lock';

function readHolder(fd: number): number | undefined {
  try {
    const buffer = Buffer.alloc(32);
    const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
    const pid = Number.parseInt(buffer.subarray(0, length).toString('utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite takes no lock of its own, and two processes writing one data directory corrupt it.
 * We hold an advisory `flock` on a file in the directory, open for the life of the process: the
 * kernel drops it the moment the process dies (SIGKILL, crash, a container stopped), so a dead
 * holder never blocks a restart, whatever pid the file names. A live holder stops us with a
 * clear message. The pid written in the file only names the holder in that message; it decides
 * nothing. The file itself stays after a clean stop (removing it would race with a process that
 * has it open); an unlocked file is free. See docs/decisions/014-data-dir-lock-by-flock.md.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const fd = fs.openSync(lockPath, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    flockSync(fd, 'exnb');
  } catch (error) {
    const holder = readHolder(fd);
    fs.closeSync(fd);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EAGAIN' || code === 'EWOULDBLOCK') {
      throw new DataDirLockedError(
        `The database in ${dataDir} is already open in another process${holder ? ` (pid ${holder})` : ''}. ` +
          'Stop that process first, or set DATA_DIR to a different folder.',
        holder,
      );
    }
    throw error;
  }
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`, 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
    } finally {
      // Closing the last descriptor drops the lock.
      fs.closeSync(fd);
    }
  };
}
