import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { users } from './db/schema/index.ts';
import { toIsoDate } from '#shared/law/figures.ts';
import { createMedianIncomeRepository } from './modules/median-income/repository.ts';
import { medianImportNeeded, medianImportNotice, toFigureTable } from './modules/median-income/service.ts';

/** `./data/mail` for a folder under the working directory, the absolute path otherwise. */
function shownPath(folder: string, cwd: string): string {
  const relative = path.relative(cwd, folder);
  return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? folder : `./${relative}`;
}

/**
 * What an operator needs to know once the site is up: where mail goes without an SMTP server, and
 * that an ADMIN_EMAILS address has no admin account yet (with the way to make one). Addresses are
 * counted, never named: logs hold no personal data. And that a filing date in use gets an estimated
 * or likely replaced median income table (the admin area says the same).
 */
export async function startupNotices(
  config: Pick<AppConfig, 'mail' | 'adminEmails' | 'publicUrl'>,
  db: Database,
  cwd = process.cwd(),
  now = new Date(),
): Promise<{ info: string[]; warn: string[] }> {
  const info: string[] = [];
  const warn: string[] = [];
  const folder = shownPath(config.mail.folder, cwd);
  if (!config.mail.smtpUrl) info.push(`No SMTP server configured: emails are saved in ${folder}`);
  if (config.adminEmails.length > 0) {
    const admins = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.isAdmin, true), inArray(users.email, config.adminEmails)));
    const missing = config.adminEmails.filter((email) => !admins.some((a) => a.email?.toLowerCase() === email)).length;
    if (missing > 0) {
      const where = config.mail.smtpUrl ? '' : ` (saved in ${folder})`;
      warn.push(
        `${missing === 1 ? '1 address' : `${missing} addresses`} in ADMIN_EMAILS ${missing === 1 ? 'has' : 'have'} no admin account yet: create the account at ${config.publicUrl}/api/login with that email, then open the confirmation email${where} and sign in again.`,
      );
    }
  }
  const medianTables = createMedianIncomeRepository(db);
  const planned = await medianTables.latestPlannedFilingDate();
  const needed = medianImportNeeded((await medianTables.listAll()).map(toFigureTable), [toIsoDate(now), ...(planned ? [planned] : [])]);
  if (needed) warn.push(medianImportNotice(needed));
  return { info, warn };
}
