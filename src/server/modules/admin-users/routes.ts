import type { FastifyInstance } from 'fastify';
import { adminUserSearchSchema, setAdminSchema, setDisabledSchema, userIdParamsSchema } from '#shared/contracts/admin.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { AdminUsersService } from './service.ts';

export function registerAdminUserRoutes(app: FastifyInstance, service: AdminUsersService): void {
  app.get('/api/admin/users', { config: { access: 'admin' } }, async (request) => {
    const { search } = parseInput(adminUserSearchSchema, request.query);
    return service.search(search);
  });

  app.put('/api/admin/users/:id/admin', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { isAdmin } = parseInput(setAdminSchema, request.body);
    return service.setAdmin(requireViewer(request).userId, id, isAdmin);
  });

  app.put('/api/admin/users/:id/disabled', { config: { access: 'admin' } }, async (request) => {
    const { id } = parseInput(userIdParamsSchema, request.params);
    const { isDisabled } = parseInput(setDisabledSchema, request.body);
    return service.setDisabled(requireViewer(request).userId, id, isDisabled);
  });
}
