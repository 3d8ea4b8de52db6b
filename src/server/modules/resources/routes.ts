import type { FastifyInstance } from 'fastify';
import { matchResourcesRequestSchema, nearbyFreeHelpQuerySchema } from '#shared/contracts/resources.ts';
import { parseInput } from '../../http/validation.ts';
import type { ResourcesService } from './service.ts';

export function registerResourceRoutes(app: FastifyInstance, service: ResourcesService): void {
  app.post('/api/match-resources', { config: { access: 'subscriber' } }, async (request) => service.match(parseInput(matchResourcesRequestSchema, request.body)));

  app.get('/api/free-legal-help', { config: { access: 'public' } }, async (request, reply) => {
    const { zipCode } = parseInput(nearbyFreeHelpQuerySchema, request.query);
    // The same ZIP code gets the same answer until the data is next updated.
    void reply.header('Cache-Control', 'public, max-age=3600');
    return service.nearestFreeOptions(zipCode);
  });
}
