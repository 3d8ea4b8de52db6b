import fs from 'node:fs';
import path from 'node:path';
import { emailSchema } from '#shared/contracts/auth.ts';
import { AppError } from '#shared/errors.ts';
import { ConfigError, loadDatabaseTarget } from '../../config.ts';
import { openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { adminUsersServiceOn } from './service.ts';

export const ADMIN_COMMAND_EXIT = { done: 0, refused: 1, usage: 2 } as const;

const USAGE = [
  'Usage: npm run admin -- grant EMAIL    make the account with this address an admin',
  '       npm run admin -- revoke EMAIL   take admin rights away from it',
  'Uses DATABASE_URL when set (at any time), otherwise the embedded database in DATA_DIR (only while the site is stopped).',
].join('\n');

export interface CommandIo {
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

/**
 * `npm run admin -- grant|revoke EMAIL`: the operator's way to make (or unmake) an admin without
 * the site, e.g. the first admin. Returns the process's exit code: 0 done (or nothing to change),
 * 1 refused (unknown address, the site holds the embedded database, …), 2 wrong usage.
 *
 * Every run that opens the database is in its audit log, done, unchanged or refused (see
 * setAdminByEmail). A run that cannot open it (the site holds the embedded database, no database
 * yet, bad settings) has nowhere to write one, and says so. Wrong usage stops before the database
 * is opened: it reads and changes nothing, and opening a database only to record a typo would make
 * a mistyped command fail on a locked or missing database instead of showing the usage.
 */
export async function runAdminCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [action, rawEmail, ...rest] = args;
  const notAudited = 'Nothing was written to the audit log (it is kept in that database).';
  const email = emailSchema.safeParse(rawEmail ?? '');
  if ((action !== 'grant' && action !== 'revoke') || !email.success || rest.length > 0) {
    if (action && action !== 'grant' && action !== 'revoke') io.err(`Unknown action "${action}": use grant or revoke.`);
    else if (rawEmail !== undefined && !email.success) io.err(`"${rawEmail}" is not an email address.`);
    io.err(USAGE);
    return ADMIN_COMMAND_EXIT.usage;
  }

  let database: DatabaseHandle;
  try {
    const target = loadDatabaseTarget(io.env);
    if (target.kind === 'pglite' && !fs.existsSync(path.join(target.dataDir, 'pglite'))) {
      io.err(`There is no database in ${target.dataDir} yet. Start the site once (npm start), create the account, then run this again. ${notAudited}`);
      return ADMIN_COMMAND_EXIT.refused;
    }
    database = await openDatabase(target);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      io.err(
        `The site is running on the embedded database${error.holderPid ? ` (pid ${error.holderPid})` : ''}, and only one process can open it. ` +
          'Stop the site first and run this again, or, while it runs, ask an admin to use the Users screen of the admin area. ' +
          notAudited,
      );
      return ADMIN_COMMAND_EXIT.refused;
    }
    if (error instanceof ConfigError) {
      io.err(`${error.message} ${notAudited}`);
      return ADMIN_COMMAND_EXIT.refused;
    }
    io.err(`Could not open the database: ${(error as Error).message} ${notAudited}`);
    return ADMIN_COMMAND_EXIT.refused;
  }

  try {
    const grant = action === 'grant';
    const { changed } = await adminUsersServiceOn(database.db, () => new Date()).setAdminByEmail(email.data, grant);
    if (!changed) io.out(`${email.data} ${grant ? 'is already an admin' : 'is not an admin'}: nothing changed. This run is in the audit log.`);
    else if (grant) io.out(`${email.data} is now an admin. The change is in the audit log.`);
    else io.out(`${email.data} is no longer an admin. The change is in the audit log.`);
    return ADMIN_COMMAND_EXIT.done;
  } catch (error) {
    if (error instanceof AppError) {
      io.err(`${error.message} This refused run is in the audit log.`);
      return ADMIN_COMMAND_EXIT.refused;
    }
    io.err(`The change failed: ${(error as Error).message}`);
    return ADMIN_COMMAND_EXIT.refused;
  } finally {
    await database.close();
  }
}
