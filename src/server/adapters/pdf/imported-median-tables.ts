/**
 * The median income tables an admin imported, for everything drawn or checked for one package:
 * the forms that print a median (122A-1 line 13, 122C-1 line 16c), the choice of 122A-2 and
 * 122A-1Supp, the Chapter 13 figures and the cover sheet's warning all read the same tables as the
 * calculator and the assessment (issue 39 item 1). Node's AsyncLocalStorage carries them through one
 * render (in a worker or this thread) instead of an argument on every form's `values()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ImportedMedianIncomeTables } from '#shared/law/figures.ts';

const tablesOfThisRender = new AsyncLocalStorage<ImportedMedianIncomeTables>();

/** Runs `work` (sync or async) with these imported tables in force for every median it looks up. */
export function withImportedMedianTables<T>(tables: ImportedMedianIncomeTables, work: () => T): T {
  return tablesOfThisRender.run(tables, work);
}

/** The imported tables of the render in progress; none outside one (the committed tables alone). */
export function importedMedianTables(): ImportedMedianIncomeTables {
  return tablesOfThisRender.getStore() ?? [];
}
