import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from './server-process.ts';

/**
 * Another process that takes the embedded database's lock on `dataDir`, as a running site does,
 * and keeps it until it is killed.
 */
export async function holdDataDirInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const lockModule = path.join(PROJECT_ROOT, 'src/server/db/data-dir-lock.ts');
  const script =
    `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});` +
    `acquireDataDirLock(${JSON.stringify(dataDir)}); process.stdout.write('held\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited early (${code})`)));
  });
  return child;
}
