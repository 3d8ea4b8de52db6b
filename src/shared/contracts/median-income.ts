/**
 * Median income tables an admin imports (issue 15): the US Trustee Program's table as CSV, with its
 * effective date and source address. Stored as dated data; used from its effective date on.
 */
import { z } from 'zod';
import { multilineText, text } from './fields.ts';

/** Largest CSV accepted (a full table is about 4 kB); larger bodies get 413 from the server's body limit first. */
export const MAX_MEDIAN_CSV_CHARS = 50_000;

const isoDate = z
  .string({ required_error: 'Enter the date the table takes effect', invalid_type_error: 'Enter the date the table takes effect' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD, like 2026-11-01')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Enter a real date');

export const medianIncomeImportSchema = z.object({
  effectiveDate: isoDate,
  sourceUrl: text({ required_error: 'Enter the address the table comes from', invalid_type_error: 'Enter the address the table comes from' })
    .trim()
    .max(500, 'The address is too long')
    .url('Enter a full address, starting with https://')
    .refine((url) => url.startsWith('https://'), 'Enter a full address, starting with https://'),
  csv: multilineText({ required_error: 'Paste the table or choose its CSV file', invalid_type_error: 'Paste the table or choose its CSV file' })
    .min(1, 'Paste the table or choose its CSV file')
    .max(MAX_MEDIAN_CSV_CHARS, 'The table is too long: a median income table has one line per state and territory'),
});
export type MedianIncomeImport = z.infer<typeof medianIncomeImportSchema>;

export type { MedianIncomeTableDto } from './median-income-table.ts';

export const medianIncomeQuerySchema = z.object({ date: isoDate.optional() });

export const medianIncomeTableSummarySchema = z.object({
  effectiveDate: z.string(),
  source: z.string(),
  /** `seed`: committed with the code; `imported`: added by an admin. */
  origin: z.enum(['seed', 'imported']),
  rowCount: z.number(),
  addPerPersonOver4: z.number(),
  importedAt: z.string().nullable(),
});

export const medianIncomeTableListSchema = z.object({
  tables: z.array(medianIncomeTableSummarySchema),
  /** Effective date of the newest table. */
  newestEffectiveDate: z.string(),
  /**
   * Set when a filing date in use (today, or a document's planned filing date) gets our estimate or a
   * table the US Trustee has likely replaced by then (next April 1 or November 1): import the official one.
   */
  importNeeded: z
    .object({
      filingDate: z.string(),
      tableEffectiveDate: z.string(),
      status: z.enum(['official', 'estimate']),
      likelyReplacedOn: z.string(),
    })
    .nullable(),
});
export type MedianIncomeTableList = z.infer<typeof medianIncomeTableListSchema>;
