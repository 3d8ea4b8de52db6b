import type { FastifyInstance } from 'fastify';
import type { Health } from '#shared/contracts/health.ts';
import type { DatabaseHandle } from '../../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/api/health', { config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.ping();
      const body: Health = { status: 'ok', database: 'up' };
      return reply.header('cache-control', 'no-store').send(body);
    } catch {
      const body: Health = { status: 'degraded', database: 'down' };
      return reply.status(503).header('cache-control', 'no-store').send(body);
    }
  });
}
