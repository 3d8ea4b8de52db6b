import type { FastifyInstance } from 'fastify';
import { medianIncomeImportSchema, medianIncomeQuerySchema } from '#shared/contracts/median-income.ts';
import { parseInput } from '../../http/validation.ts';
import type { PublicReadCache } from '../../http/public-read-cache.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { MedianIncomeService } from './service.ts';

export function registerMedianIncomeRoutes(app: FastifyInstance, service: MedianIncomeService, cache: PublicReadCache): void {
  /**
   * The table in force today, or on `?date=YYYY-MM-DD` (a filing date). Calculators and pages read
   * it. Cached like the other public reads: dropped on every instance by an import, and each UTC day.
   * Cached per table, never per date: every date asked for shares its table's answer, so the dates
   * a client tries cannot grow the cache. The table in force on its own effective date is itself.
   */
  app.get('/api/median-income', { config: { access: 'public' } }, async (request, reply) => {
    const { date } = parseInput(medianIncomeQuerySchema, request.query);
    const effectiveDate = await service.effectiveDateOn(date);
    return cache.send(request, reply, 'median-income', effectiveDate, () => service.tableInForce(effectiveDate));
  });

  app.get('/api/admin/median-income-tables', { config: { access: 'admin' } }, async () => service.list());

  // An import reaches every instance at once: each reads the tables again (see app.ts) and drops its cached texts.
  app.post('/api/admin/median-income-tables', { config: { access: 'admin', invalidates: 'median-income' } }, async (request, reply) => {
    const list = await service.import(requireViewer(request).userId, parseInput(medianIncomeImportSchema, request.body));
    return reply.status(201).send(list);
  });
}
