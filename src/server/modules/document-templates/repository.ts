import { asc } from 'drizzle-orm';
import { documentTemplateIdSchema, type DocumentTemplate } from '#shared/contracts/document-templates.ts';
import type { Database } from '../../db/database.ts';
import { documentTemplates } from '../../db/schema/index.ts';

export function createDocumentTemplateRepository(db: Database) {
  return {
    async listAll(): Promise<DocumentTemplate[]> {
      const rows = await db.select().from(documentTemplates).orderBy(asc(documentTemplates.sortOrder));
      return rows.map((row) => ({
        id: documentTemplateIdSchema.parse(row.id),
        name: row.name,
        description: row.description,
        category: row.category,
        officialForms: row.officialForms,
        isActive: row.isActive,
      }));
    },
  };
}
