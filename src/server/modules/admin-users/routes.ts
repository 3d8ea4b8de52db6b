import type { FastifyInstance } from 'fastify';
import { adminUserSearchSchema, setAdminSchema, setDisabledSchema, userIdParamsSchema } from '#shared/contracts/admin.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { SessionsRepository } from '../auth/sessions-repository.ts';
import type { createAdminUsersRepository } from './repository.ts';

export function registerAdminUserRoutes(
  app: FastifyInstance,
  deps: { repository: ReturnType<typeof createAdminUsersRepository>; sessions: SessionsRepository; audit: AuditLog },
): void {
  const { repository, audit } = deps;

  app.get('/api/admin/users', { config: { access: 'admin' } }, async (request) => {
    const { search } = parseInput(adminUserSearchSchema, request.query);
    return repository.search(search);
  });

  app.put('/api/admin/users/:id/admin', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { isAdmin } = parseInput(setAdminSchema, request.body);
    const target = await repository.findById(id);
    if (!target) throw new AppError('NOT_FOUND', 'That user does not exist.');
    if (!isAdmin && target.isAdmin && !target.isDisabled && (await repository.countActiveAdmins()) <= 1) {
      throw new AppError('CONFLICT', 'This is the last admin. Make someone else an admin first.');
    }
    const updated = await repository.setAdmin(id, isAdmin);
    await audit.record({ actorId: request.viewer!.userId, action: isAdmin ? 'user.grant-admin' : 'user.revoke-admin', targetType: 'user', targetId: id, details: { email: target.email } });
    return updated;
  });

  app.put('/api/admin/users/:id/disabled', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { isDisabled } = parseInput(setDisabledSchema, request.body);
    if (isDisabled && id === request.viewer!.userId) throw new AppError('CONFLICT', 'You cannot disable your own account.');
    const target = await repository.findById(id);
    if (!target) throw new AppError('NOT_FOUND', 'That user does not exist.');
    if (isDisabled && target.isAdmin && !target.isDisabled && (await repository.countActiveAdmins()) <= 1) {
      throw new AppError('CONFLICT', 'This is the last admin. Make someone else an admin first.');
    }
    const updated = await repository.setDisabled(id, isDisabled);
    // A disabled account is signed out everywhere at once.
    if (isDisabled) await deps.sessions.deleteAllForUser(id);
    await audit.record({ actorId: request.viewer!.userId, action: isDisabled ? 'user.disable' : 'user.enable', targetType: 'user', targetId: id, details: { email: target.email } });
    return updated;
  });
}
