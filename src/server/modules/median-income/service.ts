import type { MedianIncomeImport, MedianIncomeTableDto, MedianIncomeTableList } from '#shared/contracts/median-income.ts';
import { AppError } from '#shared/errors.ts';
import { MEDIAN_INCOME_TABLES } from '#shared/law/data/dated-tables.ts';
import {
  checkMedianTable,
  LegalFigureUnavailableError,
  getMedianIncomeTable,
  toIsoDate,
  UST_MEANS_TESTING_URL,
  type ImportedMedianIncomeTables,
  type MedianIncomeTable,
} from '#shared/law/figures.ts';
import { parseMedianIncomeCsv } from '#shared/law/median-income-import.ts';
import type { InTransaction } from '../../db/transaction.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { MedianIncomeRepository, StoredMedianIncomeTable } from './repository.ts';


export const toFigureTable = (stored: StoredMedianIncomeTable): MedianIncomeTable => ({
  effectiveDate: stored.effectiveDate,
  source: `Imported by an administrator from ${stored.sourceUrl}`,
  officialSource: `U.S. Trustee Program, Census Bureau median family income by family size, cases filed on or after ${stored.effectiveDate} (${stored.sourceUrl})`,
  confidence: 'imported by an administrator from the U.S. Trustee Program table',
  status: 'official',
  dataFile: `median_income_tables (database), ${stored.effectiveDate}`,
  addPerPersonOver4: stored.addPerPersonOver4,
  rows: stored.rows,
});

export type MedianImportNeeded = NonNullable<MedianIncomeTableList['importNeeded']>;

/**
 * Whether an admin should import the official table (issue 39): a filing date in use (today, or a
 * document's planned filing date) gets our estimate, or a table the U.S. Trustee has likely replaced
 * by then (figures.ts checkMedianTable: the next April 1 or November 1). The latest such date first.
 */
export function medianImportNeeded(imported: ImportedMedianIncomeTables, datesInUse: readonly string[]): MedianImportNeeded | null {
  for (const filingDate of [...new Set(datesInUse)].sort().reverse()) {
    let table: MedianIncomeTable;
    try {
      table = getMedianIncomeTable(new Date(`${filingDate}T12:00:00Z`), imported);
    } catch {
      continue;
    }
    const check = checkMedianTable(table, filingDate);
    if (check.needsCheck) return { filingDate, tableEffectiveDate: table.effectiveDate, status: check.status, likelyReplacedOn: check.likelyReplacedOn };
  }
  return null;
}

/** The same, in words for the server's start-up log. */
export function medianImportNotice(needed: MedianImportNeeded): string {
  const why =
    needed.filingDate >= needed.likelyReplacedOn
      ? `a filing date in use (${needed.filingDate}) is on or after ${needed.likelyReplacedOn}, when the U.S. Trustee Program likely replaced the median income table of ${needed.tableEffectiveDate}`
      : `the median income table of ${needed.tableEffectiveDate}, used for a filing date in use (${needed.filingDate}), is our estimate`;
  return `Import the official median income table: ${why}. Get it from ${UST_MEANS_TESTING_URL} and import it in the admin area (Legal figures).`;
}

export function createMedianIncomeService(deps: {
  repository: MedianIncomeRepository;
  clock: () => Date;
  inTransaction: InTransaction<{ repository: MedianIncomeRepository; audit: AuditLog }>;
}) {
  const { repository, clock, inTransaction } = deps;
  // The imported tables as last read; a read in progress is waited for, so no one gets older tables.
  let stored: Promise<readonly StoredMedianIncomeTable[]> = Promise.resolve([]);

  /**
   * Reads the imported tables again: at start, after an import here, and when another instance
   * says it imported one (the `median-income` public-content-changed event on the chat bus). A
   * failed read keeps the tables already read, and rejects for the caller to log.
   */
  async function reload(): Promise<void> {
    const previous = stored;
    const read = repository.listAll();
    stored = read.catch(() => previous);
    await read;
  }

  /** The imported tables, for every calculation and text that prints a median (passed explicitly). */
  async function importedTables(): Promise<ImportedMedianIncomeTables> {
    return (await stored).map(toFigureTable);
  }

  /** The table in force for cases filed on `day` (YYYY-MM-DD; default: today by the clock). */
  async function tableOn(day?: string): Promise<MedianIncomeTable> {
    const onDate = day ? new Date(`${day}T12:00:00Z`) : clock();
    const imported = await importedTables();
    try {
      return getMedianIncomeTable(onDate, imported);
    } catch (error) {
      if (error instanceof LegalFigureUnavailableError) throw new AppError('NOT_FOUND', 'We have no median income table for that date.');
      throw error;
    }
  }

  return {
    reload,
    importedTables,

    /** The table in force for cases filed on `day` (YYYY-MM-DD; default: today by the clock). */
    async tableInForce(day?: string): Promise<MedianIncomeTableDto> {
      const table = await tableOn(day);
      return { ...table, rows: [...table.rows] };
    },

    /** The effective date of that table: the answer is the same for every day it is in force. */
    async effectiveDateOn(day?: string): Promise<string> {
      return (await tableOn(day)).effectiveDate;
    },

    async list(): Promise<MedianIncomeTableList> {
      await reload();
      const imported = await stored;
      const tables = [
        ...MEDIAN_INCOME_TABLES.filter((seed) => !imported.some((s) => s.effectiveDate === seed.effectiveDate)).map((seed) => ({
          effectiveDate: seed.effectiveDate,
          source: seed.officialSource,
          origin: 'seed' as const,
          rowCount: seed.rows.length,
          addPerPersonOver4: seed.addPerPersonOver4,
          importedAt: null,
        })),
        ...imported.map((table) => ({
          effectiveDate: table.effectiveDate,
          source: table.sourceUrl,
          origin: 'imported' as const,
          rowCount: table.rows.length,
          addPerPersonOver4: table.addPerPersonOver4,
          importedAt: table.importedAt.toISOString(),
        })),
      ].sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
      const newestEffectiveDate = tables[0]?.effectiveDate ?? '';
      const planned = await repository.latestPlannedFilingDate();
      const importNeeded = medianImportNeeded(await importedTables(), [toIsoDate(clock()), ...(planned ? [planned] : [])]);
      return { tables, newestEffectiveDate, importNeeded };
    },

    async import(actorId: string, input: MedianIncomeImport): Promise<MedianIncomeTableList> {
      const parsed = parseMedianIncomeCsv(input.csv);
      if (!parsed.table) {
        const issues = parsed.problems.map((problem) => ({ path: 'csv', message: problem.line === null ? problem.message : `Line ${problem.line}: ${problem.message}` }));
        throw new AppError('VALIDATION_FAILED', `The table has ${issues.length === 1 ? 'a problem' : `${issues.length} problems`}: ${issues[0]!.message}`, issues);
      }
      const table = { effectiveDate: input.effectiveDate, sourceUrl: input.sourceUrl, ...parsed.table };
      await inTransaction(async ({ repository: tx, audit }) => {
        if (!(await tx.insert(table, clock()))) {
          throw new AppError('CONFLICT', `A table taking effect on ${input.effectiveDate} was already imported. Tables are kept as published; choose another date.`);
        }
        await audit.record({
          actorId,
          action: 'median_income_table.import',
          targetType: 'median_income_table',
          targetId: input.effectiveDate,
          details: { sourceUrl: input.sourceUrl, rows: table.rows.length },
        });
      });
      return this.list();
    },
  };
}

export type MedianIncomeService = ReturnType<typeof createMedianIncomeService>;
