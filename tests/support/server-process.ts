import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for the exit code. */
  stop(): Promise<number | null>;
}

export async function waitForHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/**
 * Starts the site as a separate process: `npm start` (builds the client when stale) or the bare
 * server entry point when `command` is 'server'.
 */
export async function startServer(options: {
  env: Record<string, string>;
  command?: 'npm-start' | 'server';
  /** A port chosen beforehand (the page benchmark builds the client for its origin first). */
  port?: number;
  /**
   * Where the server writes its output instead of to this process (a benchmark: its request lines
   * would fill memory here, and reading them would take this process's time from the load it makes).
   */
  logFile?: string;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.env.DATABASE_URL) env.DATABASE_URL = options.env.DATABASE_URL;
  // Its own process group: `npm start` runs the server as a child of npm, and a signal to npm
  // alone would leave that server running after the tests.
  const logFd = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a');
  const stdio: StdioOptions = logFd === undefined ? 'pipe' : ['ignore', logFd, logFd];
  const child =
    options.command === 'server'
      ? spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: PROJECT_ROOT, env, detached: true, stdio })
      : spawn('npm', ['start', '--silent'], { cwd: PROJECT_ROOT, env, detached: true, stdio });
  if (logFd !== undefined) fs.closeSync(logFd);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  let log = '';
  child.stdout?.on('data', (d) => (log += String(d)));
  child.stderr?.on('data', (d) => (log += String(d)));
  const output = () => (options.logFile === undefined ? log : fs.readFileSync(options.logFile, 'utf8').slice(-20_000));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(url, child, output);
  } catch (error) {
    signalGroup('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        signalGroup('SIGTERM');
      }),
  };
}
