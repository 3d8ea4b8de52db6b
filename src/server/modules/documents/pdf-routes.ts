import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Chapter13EligibilityResponse } from '#shared/contracts/chapter13-eligibility.ts';
import { downloadPdfQuerySchema, type DocumentPdf, type GenerateDocumentPdfResponse, type PackageChecksResponse } from '#shared/contracts/document-pdfs.ts';
import { documentIdParamsSchema } from '#shared/contracts/documents.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { allowFramingBySelf } from '../../plugins/security-headers.ts';
import { isPreviewNavigation, sendPreviewErrorPage } from './preview-error-page.ts';
import type { DocumentPdfService, PdfFile, SeparateFileKind } from './pdf-service.ts';

function sendPdf(reply: FastifyReply, file: PdfFile, disposition: 'inline' | 'attachment', type = 'application/pdf') {
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

/**
 * The PDF routes of the documents module: preview and generate for subscribers and course enrollees (generate also needs
 * the package's purchase); downloads for the owner only (another person's id is a 404, as a missing one).
 */
export function registerDocumentPdfRoutes(app: FastifyInstance, service: DocumentPdfService): void {
  app.get('/api/documents/:id/preview.pdf', { config: { access: 'schedule-tool' } }, async (request, reply) => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    try {
      const file = await service.preview(requireViewer(request).userId, id);
      // Shown in the interview's Generate step, in a frame of the site's own page.
      return sendPdf(allowFramingBySelf(reply), file, 'inline');
    } catch (error) {
      if (isPreviewNavigation(request)) return sendPreviewErrorPage(request, reply, error);
      throw error;
    }
  });

  app.post('/api/documents/:id/generate', { config: { access: 'schedule-tool' } }, async (request, reply): Promise<GenerateDocumentPdfResponse> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    const result = await service.generate(requireViewer(request).userId, id);
    reply.status(result.created ? 201 : 200);
    return result;
  });

  app.get('/api/documents/:id/chapter13-eligibility', { config: { access: 'schedule-tool' } }, async (request): Promise<Chapter13EligibilityResponse> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.chapter13Eligibility(requireViewer(request).userId, id);
  });

  app.get('/api/documents/:id/checks', { config: { access: 'schedule-tool' } }, async (request): Promise<PackageChecksResponse> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.checks(requireViewer(request).userId, id);
  });

  app.get('/api/documents/:id/pdfs', { config: { access: 'schedule-tool' } }, async (request): Promise<DocumentPdf[]> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    return service.list(requireViewer(request).userId, id);
  });

  // A person who bought a package keeps their PDFs after a membership ends: signed in is enough.
  app.get('/api/download-pdf/:id', { config: { access: 'user' } }, async (request, reply) => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    const query = downloadPdfQuerySchema.safeParse(request.query);
    if (!query.success) throw new AppError('NOT_FOUND', 'We could not find that PDF.');
    return sendPdf(reply, await service.download(requireViewer(request).userId, id, query.data.generation), 'attachment');
  });

  // Form 121 and the creditor mailing list, made with each package and filed apart: owner only, like the package.
  const separate = (path: string, kind: SeparateFileKind, type: string) =>
    app.get(`/api/documents/:id/${path}`, { config: { access: 'user' } }, async (request, reply) => {
      const { id } = parseInput(documentIdParamsSchema, request.params);
      const query = downloadPdfQuerySchema.safeParse(request.query);
      if (!query.success) throw new AppError('NOT_FOUND', 'We could not find that file.');
      return sendPdf(reply, await service.downloadSeparate(requireViewer(request).userId, id, kind, query.data.generation), 'attachment', type);
    });
  separate('form121.pdf', 'form121', 'application/pdf');
  separate('creditor-matrix.txt', 'matrix', 'text/plain; charset=us-ascii');
}
