import type { FastifyInstance } from 'fastify';
import { medianIncomeImportSchema, medianIncomeQuerySchema } from '#shared/contracts/median-income.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { MedianIncomeService } from './service.ts';

export function registerMedianIncomeRoutes(app: FastifyInstance, service: MedianIncomeService): void {
  /** The table in force today, or on `?date=YYYY-MM-DD` (a filing date). Calculators and pages read it. */
  app.get('/api/median-income', { config: { access: 'public' } }, async (request, reply) => {
    const { date } = parseInput(medianIncomeQuerySchema, request.query);
    void reply.header('Cache-Control', 'public, max-age=300');
    return service.tableInForce(date);
  });

  app.get('/api/admin/median-income-tables', { config: { access: 'admin' } }, async () => service.list());

  app.post('/api/admin/median-income-tables', { config: { access: 'admin' } }, async (request, reply) => {
    const list = await service.import(requireViewer(request).userId, parseInput(medianIncomeImportSchema, request.body));
    return reply.status(201).send(list);
  });
}
