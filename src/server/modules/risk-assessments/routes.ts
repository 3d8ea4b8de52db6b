import type { FastifyInstance } from 'fastify';
import {
  assessmentIdParamsSchema,
  assessmentSectionParamsSchema,
  type AssessmentDetail,
  type AssessmentSummary,
  type CurrentAssessment,
} from '#shared/contracts/risk-assessments.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { RiskAssessmentsService } from './service.ts';

// Premium tools are for subscribers (spec 2.16, 6): the same `subscriber` access as every premium route.
const access = { access: 'subscriber' } as const;

export function registerRiskAssessmentRoutes(app: FastifyInstance, service: RiskAssessmentsService): void {
  app.get('/api/risk-assessments', { config: access }, async (request): Promise<AssessmentSummary[]> => service.list(requireViewer(request).userId));

  app.get('/api/current-assessment', { config: access }, async (request): Promise<CurrentAssessment> => service.current(requireViewer(request).userId));

  app.post('/api/start-assessment', { config: access }, async (request, reply): Promise<AssessmentSummary> => {
    const created = await service.start(requireViewer(request).userId);
    reply.status(201);
    return created;
  });

  app.get('/api/risk-assessments/:id', { config: access }, async (request): Promise<AssessmentDetail> => {
    const { id } = parseInput(assessmentIdParamsSchema, request.params);
    return service.get(requireViewer(request).userId, id);
  });

  app.put('/api/risk-assessments/:id/answers/:section', { config: access }, async (request): Promise<AssessmentDetail> => {
    const { id, section } = parseInput(assessmentSectionParamsSchema, request.params);
    return service.saveSection(requireViewer(request).userId, id, section, request.body);
  });

  app.post('/api/risk-assessments/:id/complete', { config: access }, async (request): Promise<AssessmentDetail> => {
    const { id } = parseInput(assessmentIdParamsSchema, request.params);
    return service.complete(requireViewer(request).userId, id);
  });

  app.get('/api/risk-assessments/:id/summary.pdf', { config: access }, async (request, reply) => {
    const { id } = parseInput(assessmentIdParamsSchema, request.params);
    const { bytes, fileName } = await service.summaryPdf(requireViewer(request).userId, id);
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(bytes);
  });
}
