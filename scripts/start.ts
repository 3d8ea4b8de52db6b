// `npm start`: build the client if it is missing or stale, then run the server in this process
// (so signals reach it directly).
import { ensureClientBuild } from './client-build.ts';

process.env.NODE_ENV ??= 'production';
try {
  ensureClientBuild();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
await import('../src/server/main.ts');
