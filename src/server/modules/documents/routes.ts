import type { FastifyInstance } from 'fastify';
import {
  documentIdParamsSchema,
  documentSectionParamsSchema,
  documentVersionParamsSchema,
  type DocumentDetail,
  type DocumentVersion,
  type MaskedSsn,
  type SaveSectionDraftResponse,
  type SsnPerson,
  type UserDocument,
} from '#shared/contracts/documents.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { DocumentsService } from './service.ts';

// The schedule completion tool is for subscribers and people enrolled in the course (spec 6): drafts
// and previews are free for them; the final PDF also needs the package's purchase (checked by the PDF routes).
const access = { access: 'schedule-tool' } as const;

export function registerDocumentRoutes(app: FastifyInstance, service: DocumentsService): void {
  app.get('/api/user-documents', { config: access }, async (request): Promise<UserDocument[]> => service.list(requireViewer(request).userId));

  app.post('/api/start-document', { config: access }, async (request, reply): Promise<DocumentDetail> => {
    const created = await service.start(requireViewer(request).userId, request.body);
    reply.status(201);
    return created;
  });

  app.get('/api/documents/:id', { config: access }, async (request): Promise<DocumentDetail> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.get(requireViewer(request).userId, id);
  });

  // Deleting your own document needs no membership, like downloading it (owner only: another person's id is a 404).
  app.delete('/api/documents/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    await service.delete(requireViewer(request).userId, id);
    return reply.status(204).send();
  });

  app.put('/api/documents/:id/sections/:section', { config: access }, async (request): Promise<DocumentDetail> => {
    const { id, section } = parseInput(documentSectionParamsSchema, request.params);
    return service.saveSection(requireViewer(request).userId, id, section, request.body);
  });

  app.put('/api/documents/:id/section-drafts/:section', { config: access }, async (request): Promise<SaveSectionDraftResponse> => {
    const { id, section } = parseInput(documentSectionParamsSchema, request.params);
    return service.saveSectionDraft(requireViewer(request).userId, id, section, request.body);
  });

  app.put('/api/documents/:id/ssn', { config: access }, async (request): Promise<{ person: SsnPerson; ssn: MaskedSsn }> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.saveSsn(requireViewer(request).userId, id, request.body);
  });

  app.post('/api/documents/:id/complete', { config: access }, async (request): Promise<DocumentDetail> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.complete(requireViewer(request).userId, id);
  });

  app.get('/api/documents/:id/versions', { config: access }, async (request): Promise<DocumentVersion[]> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.versions(requireViewer(request).userId, id);
  });

  app.post('/api/documents/:id/versions/:version/restore', { config: access }, async (request): Promise<DocumentDetail> => {
    const { id, version } = parseInput(documentVersionParamsSchema, request.params);
    return service.restore(requireViewer(request).userId, id, version);
  });
}
