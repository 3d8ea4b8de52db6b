import type { AdminUser } from '#shared/contracts/admin.ts';
import { AppError } from '#shared/errors.ts';
import type { Database } from '../../db/database.ts';
import { transactionScope, type InTransaction } from '../../db/transaction.ts';
import { createAuditLog, type AuditLog } from '../audit-log/audit-log.ts';
import { createSessionsRepository, type SessionsRepository } from '../auth/sessions-repository.ts';
import { memberNow, statusAt } from '../billing/subscription-clock.ts';
import { createAdminUsersRepository, type AdminUserRecord, type AdminUsersRepository } from './repository.ts';

const LAST_ADMIN = 'This is the last admin. Make someone else an admin first.';

export function createAdminUsersService(deps: {
  repository: AdminUsersRepository;
  inTransaction: InTransaction<{ repository: AdminUsersRepository; audit: AuditLog; sessions: SessionsRepository }>;
  clock: () => Date;
  /** Tells every instance this person's sessions ended (their live chat streams close). */
  sessionsEnded: (userId: string) => Promise<void>;
}) {
  const toAdminUser = ({ subscription, ...user }: AdminUserRecord): AdminUser => ({
    ...user,
    subscriptionStatus: statusAt(subscription, memberNow(subscription, deps.clock())),
  });

  /** Loads the target in the transaction and refuses a change that would leave no active admin. */
  async function loadTarget(repository: AdminUsersRepository, id: string, removesAdmin: boolean): Promise<AdminUserRecord> {
    const target = await repository.findById(id);
    if (!target) throw new AppError('NOT_FOUND', 'That user does not exist.');
    if (removesAdmin && target.isAdmin && !target.isDisabled && (await repository.lockActiveAdmins()) <= 1) {
      throw new AppError('CONFLICT', LAST_ADMIN);
    }
    return target;
  }

  return {
    async search(term: string): Promise<AdminUser[]> {
      return (await deps.repository.search(term)).map(toAdminUser);
    },

    /**
     * `npm run admin -- grant|revoke EMAIL`: the operator, not a signed-in admin, makes the change
     * (the audit entry has no actor and says it came from the command line). Every run that reaches
     * the database leaves an entry, so admins can see each use of the command: the change itself, an
     * account already in the asked state (left alone, reported as unchanged), and a refusal. A
     * refusal is written after its transaction rolled back, and names the address as typed: it shows
     * who someone tried to make an admin, and erasing an account removes its address from details.
     */
    async setAdminByEmail(email: string, isAdmin: boolean): Promise<{ user: AdminUser; changed: boolean }> {
      const command = isAdmin ? 'grant' : 'revoke';
      const fromCommandLine = { email, via: 'command line', command };
      // What a refusal at each step is about (the transaction stops at the first that applies).
      let refusal = { reason: 'no account', targetId: '-' };
      try {
        return await deps.inTransaction(async ({ repository, audit }) => {
          const matches = await repository.findByEmail(email);
          if (matches.length === 0) {
            throw new AppError('NOT_FOUND', `No account uses ${email}. Create the account on the site first (and confirm the address), then run this again.`);
          }
          if (matches.length > 1) {
            refusal = { reason: 'several accounts', targetId: '-' };
            throw new AppError('CONFLICT', `${matches.length} accounts use ${email} (signed in through different providers). Choose one on the admin Users screen instead.`);
          }
          const found = matches[0]!;
          refusal = { reason: 'last admin', targetId: found.id };
          if (found.isAdmin === isAdmin) {
            await audit.record({ actorId: null, action: 'user.admin-command-unchanged', targetType: 'user', targetId: found.id, details: { ...fromCommandLine, email: found.email } });
            return { user: toAdminUser(found), changed: false };
          }
          const target = await loadTarget(repository, found.id, !isAdmin);
          await repository.setAdmin(target.id, isAdmin);
          await audit.record({
            actorId: null,
            action: isAdmin ? 'user.grant-admin' : 'user.revoke-admin',
            targetType: 'user',
            targetId: target.id,
            details: { email: target.email, via: 'command line' },
          });
          return { user: toAdminUser({ ...target, isAdmin }), changed: true };
        });
      } catch (error) {
        if (error instanceof AppError) {
          await deps.inTransaction(({ audit }) =>
            audit.record({ actorId: null, action: 'user.admin-command-refused', targetType: 'user', targetId: refusal.targetId, details: { ...fromCommandLine, reason: refusal.reason } }),
          );
        }
        throw error;
      }
    },

    async setAdmin(actorId: string, id: string, isAdmin: boolean): Promise<AdminUser> {
      return deps.inTransaction(async ({ repository, audit }) => {
        const target = await loadTarget(repository, id, !isAdmin);
        await repository.setAdmin(id, isAdmin);
        await audit.record({ actorId, action: isAdmin ? 'user.grant-admin' : 'user.revoke-admin', targetType: 'user', targetId: id, details: { email: target.email } });
        return toAdminUser({ ...target, isAdmin });
      });
    },

    async setDisabled(actorId: string, id: string, isDisabled: boolean): Promise<AdminUser> {
      if (isDisabled && id === actorId) throw new AppError('CONFLICT', 'You cannot disable your own account.');
      const changed = await deps.inTransaction(async ({ repository, audit, sessions }) => {
        const target = await loadTarget(repository, id, isDisabled);
        await repository.setDisabled(id, isDisabled);
        // A disabled account is signed out everywhere at once.
        if (isDisabled) await sessions.deleteAllForUser(id);
        await audit.record({ actorId, action: isDisabled ? 'user.disable' : 'user.enable', targetType: 'user', targetId: id, details: { email: target.email } });
        return toAdminUser({ ...target, isDisabled });
      });
      // Told only once committed, so every instance finds the sessions gone.
      if (isDisabled) await deps.sessionsEnded(id);
      return changed;
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

/** The service over one database, its changes and their audit entries in one transaction each. */
export function adminUsersServiceOn(
  db: Database,
  clock: () => Date,
  // The command line never disables anyone, and has no chat streams to tell.
  sessionsEnded: (userId: string) => Promise<void> = async () => {},
): AdminUsersService {
  return createAdminUsersService({
    sessionsEnded,
    repository: createAdminUsersRepository(db),
    inTransaction: transactionScope(db, (tx) => ({ repository: createAdminUsersRepository(tx), audit: createAuditLog(tx), sessions: createSessionsRepository(tx) })),
    clock,
  });
}
