import type { FastifyInstance } from 'fastify';
import { legalResourceIdSchema, legalResourceInputSchema, matchResourcesRequestSchema, nearbyFreeHelpQuerySchema } from '#shared/contracts/resources.ts';
import { bankruptcyDistrictsQuerySchema, BANKRUPTCY_DISTRICTS_PATH } from '#shared/contracts/districts.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { districtsOfState } from './district-court.ts';
import type { ResourcesService } from './service.ts';

export function registerResourceRoutes(app: FastifyInstance, service: ResourcesService): void {
  app.post('/api/match-resources', { config: { access: 'subscriber' } }, async (request) => service.match(parseInput(matchResourcesRequestSchema, request.body)));

  app.get('/api/free-legal-help', { config: { access: 'public' } }, async (request, reply) => {
    const { zipCode } = parseInput(nearbyFreeHelpQuerySchema, request.query);
    // The same ZIP code gets the same answer until an admin changes a resource.
    void reply.header('Cache-Control', 'public, max-age=600');
    return service.nearestFreeOptions(zipCode);
  });

  // The interview's district picker: fixed data, the same answer for everyone.
  app.get(BANKRUPTCY_DISTRICTS_PATH, { config: { access: 'public' } }, async (request, reply) => {
    const { state, county } = parseInput(bankruptcyDistrictsQuerySchema, request.query);
    void reply.header('Cache-Control', 'public, max-age=86400');
    return districtsOfState(state, county);
  });

  // Admin: every change is audited in its transaction, and every instance drops its cached rows.
  const write = { config: { access: 'admin', invalidates: 'legal-resources' } } as const;
  app.get('/api/admin/legal-resources', { config: { access: 'admin' } }, async () => service.list());
  app.post('/api/admin/legal-resources', write, async (request, reply) =>
    reply.status(201).send(await service.create(requireViewer(request).userId, parseInput(legalResourceInputSchema, request.body))),
  );
  app.put('/api/admin/legal-resources/:id', write, async (request) =>
    service.update(requireViewer(request).userId, parseInput(legalResourceIdSchema, request.params).id, parseInput(legalResourceInputSchema, request.body)),
  );
  app.post('/api/admin/legal-resources/:id/retire', write, async (request) => service.retire(requireViewer(request).userId, parseInput(legalResourceIdSchema, request.params).id));
  app.post('/api/admin/legal-resources/:id/restore', write, async (request) => service.restore(requireViewer(request).userId, parseInput(legalResourceIdSchema, request.params).id));
  app.post('/api/admin/legal-resources/:id/verify', write, async (request) => service.markVerified(requireViewer(request).userId, parseInput(legalResourceIdSchema, request.params).id));
}
