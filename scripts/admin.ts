// `npm run admin -- grant|revoke EMAIL`: make an account an admin, or take it back, from the command line.
import { runAdminCommand } from '../src/server/modules/admin-users/admin-command.ts';

process.exitCode = await runAdminCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
