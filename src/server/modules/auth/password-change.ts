import type { ChangePasswordInput } from '#shared/contracts/auth.ts';
import { AppError } from '#shared/errors.ts';
import type { IdpAccountsRepository } from '../../adapters/identity/embedded/accounts-repository.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../security/common-passwords.ts';
import { hashPassword, verifyPassword } from '../../security/password-hash.ts';
import type { RateCounter, RateRule } from '../../security/rate-counter.ts';
import type { SessionsRepository } from './sessions-repository.ts';
import type { UserRow } from './users-repository.ts';

const CHANGE_PER_PERSON: RateRule = { limit: 5, windowMs: 15 * 60_000 };
const WRONG_CURRENT = 'Your current password is incorrect';

/**
 * Change password on /account, for accounts of the embedded provider: the current password is
 * asked again (a session alone is not enough), attempts are limited per person, and the person's
 * other sessions end.
 */
export function createPasswordChange(deps: {
  issuer: string;
  accounts: IdpAccountsRepository;
  sessions: SessionsRepository;
  rateCounter: RateCounter;
  /** Tells every instance this person's other sessions ended, so their live chat streams close. */
  sessionsEnded: (userId: string) => Promise<void>;
}) {
  return {
    isAvailableFor: (user: UserRow) => user.issuer === deps.issuer,

    async change(user: UserRow, sessionId: string, input: ChangePasswordInput): Promise<void> {
      const account = user.issuer === deps.issuer ? await deps.accounts.findById(user.subject) : null;
      if (!account) throw new AppError('CONFLICT', 'Your password is kept by the service you sign in with. Change it there.');
      const key = `change-password:user:${user.id}`;
      // Counted before the check, as at sign-in, so parallel guesses cannot slip past the limit.
      if (await deps.rateCounter.hit(key, CHANGE_PER_PERSON)) {
        throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait 15 minutes and try again.');
      }
      if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
        throw new AppError('VALIDATION_FAILED', WRONG_CURRENT, [{ path: 'currentPassword', message: WRONG_CURRENT }]);
      }
      if (isCommonPassword(input.newPassword)) {
        throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, [{ path: 'newPassword', message: COMMON_PASSWORD_MESSAGE }]);
      }
      await deps.accounts.setPassword(account.id, await hashPassword(input.newPassword));
      await deps.rateCounter.reset(key);
      await deps.sessions.deleteAllForUserExcept(user.id, sessionId);
      await deps.sessionsEnded(user.id);
    },
  };
}

export type PasswordChange = ReturnType<typeof createPasswordChange>;
