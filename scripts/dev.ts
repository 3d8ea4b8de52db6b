// `npm run dev`: the API server restarts on change (tsx watch) on API_PORT, and Vite serves the
// client with hot reload on PORT, proxying /api and /idp to the server.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? String(Number(port) + 1);
const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', API_PORT: apiPort };

const children: ChildProcess[] = [
  spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: apiPort, HOST: '127.0.0.1', PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}` },
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), '--port', port], { cwd: ROOT, env, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
