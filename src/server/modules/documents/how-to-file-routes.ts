import type { FastifyInstance } from 'fastify';
import { documentIdParamsSchema } from '#shared/contracts/documents.ts';
import type { HowToFile } from '#shared/contracts/how-to-file.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';
import { withImportedMedianTables } from '../../adapters/pdf/imported-median-tables.ts';
import { howToFileOf } from './how-to-file.ts';
import type { DocumentsService } from './service.ts';

/**
 * The "How to file" facts of a document. Signed in is enough, as for the PDF downloads: a person
 * who bought a package still files it after a membership ends. Owner only: another person's
 * document is a 404, as a missing one.
 */
export function registerHowToFileRoute(app: FastifyInstance, documents: DocumentsService, medianIncomeTables: () => Promise<ImportedMedianIncomeTables>): void {
  app.get('/api/documents/:id/how-to-file', { config: { access: 'user' } }, async (request): Promise<HowToFile> => {
    const { id } = parseInput(documentIdParamsSchema, request.params);
    const { document, caseFile } = await documents.forRendering(requireViewer(request).userId, id);
    // Which forms the person signs depends on the median (122A-2 above it): the imported tables count.
    const imported = await medianIncomeTables();
    return withImportedMedianTables(imported, () => howToFileOf(document, caseFile));
  });
}
