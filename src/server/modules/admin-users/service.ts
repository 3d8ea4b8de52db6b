import type { AdminUser } from '#shared/contracts/admin.ts';
import { AppError } from '#shared/errors.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { SessionsRepository } from '../auth/sessions-repository.ts';
import { memberNow, statusAt } from '../billing/subscription-clock.ts';
import type { AdminUserRecord, AdminUsersRepository } from './repository.ts';

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
