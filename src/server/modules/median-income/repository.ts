import { asc, eq, sql } from 'drizzle-orm';
import type { MedianIncomeRowData } from '#shared/law/data/types.ts';
import type { Database } from '../../db/database.ts';
import { medianIncomeTables, userDocuments } from '../../db/schema/index.ts';

export interface StoredMedianIncomeTable {
  effectiveDate: string;
  sourceUrl: string;
  addPerPersonOver4: number;
  rows: MedianIncomeRowData[];
  importedAt: Date;
}

export function createMedianIncomeRepository(db: Database) {
  return {
    async listAll(): Promise<StoredMedianIncomeTable[]> {
      const rows = await db.select().from(medianIncomeTables).orderBy(asc(medianIncomeTables.effectiveDate));
      return rows.map(({ effectiveDate, sourceUrl, addPerPersonOver4, rows: tableRows, importedAt }) => ({ effectiveDate, sourceUrl, addPerPersonOver4, rows: tableRows, importedAt }));
    },

    /** The latest planned filing date (YYYY-MM-DD) of any document: the median table it will use is checked too. */
    async latestPlannedFilingDate(): Promise<string | null> {
      const planned = sql<string>`${userDocuments.caseFile} #>> '{filing,plannedFilingDate}'`;
      const [row] = await db
        .select({ latest: sql<string | null>`max(${planned})` })
        .from(userDocuments)
        .where(sql`${planned} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`);
      return row?.latest ?? null;
    },

    async exists(effectiveDate: string): Promise<boolean> {
      const rows = await db.select({ id: medianIncomeTables.id }).from(medianIncomeTables).where(eq(medianIncomeTables.effectiveDate, effectiveDate));
      return rows.length > 0;
    },

    /** False when a table of that date is already stored. */
    async insert(table: Omit<StoredMedianIncomeTable, 'importedAt'>, importedAt: Date): Promise<boolean> {
      const inserted = await db.insert(medianIncomeTables).values({ ...table, importedAt }).onConflictDoNothing().returning({ id: medianIncomeTables.id });
      return inserted.length > 0;
    },
  };
}

export type MedianIncomeRepository = ReturnType<typeof createMedianIncomeRepository>;
