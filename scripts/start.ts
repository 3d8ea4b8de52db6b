// `npm start`: build the client if it is missing or stale, then run the server in this process
// (so signals reach it directly).
import { ensureClientBuild, isClientBuildCurrent } from './client-build.ts';
import { prepareStartEnv } from './start-env.ts';

const demoNotice = prepareStartEnv(process.env);
if (demoNotice) process.stderr.write(`${demoNotice}\n`);
try {
  ensureClientBuild();
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}
await import('../src/server/main.ts');

// The public pages print today's legal figures and premium price. When a new amount takes effect while the site
// runs, say so once a day until a restart rebuilds them (the API already serves the new amount).
const FIGURE_CHECK_MS = 6 * 3_600_000;
const figureCheck = setInterval(() => {
  if (isClientBuildCurrent()) return;
  process.stderr.write(
    `${JSON.stringify({ level: 40, time: Date.now(), msg: 'A legal figure or the premium price changed today, or a source file changed: restart the site so the public pages are built again.' })}\n`,
  );
}, FIGURE_CHECK_MS);
figureCheck.unref();
