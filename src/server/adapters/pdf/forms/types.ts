/**
 * The form-definition format: every official form is data (parts → lines with their official
 * number, wording and kind) plus one pure `values(caseFile, context)` function. The layout
 * primitives in ../layout/ draw any definition; no form has drawing code of its own.
 * See ../README.md for how to write one.
 */
import type { CaseFileDraft } from '#shared/case-file/index.ts';
import type { FormTables } from './tables.ts';

/** Money in integer cents, as everywhere in the case file. */
export type Cents = number;

/** What `values()` gets besides the case file: the filing date (ISO) and the dated legal tables. */
export interface FormContext {
  /** Planned filing date, `YYYY-MM-DD`: every dated figure is looked up on this date, never "now". */
  filingDate: string;
  tables: FormTables;
  /**
   * The values of another form of the same case (106Sum copies Schedule I line 12), supplied by
   * the package renderer; undefined when that form is not registered. Tests pass plain objects.
   */
  valuesOf?: (formNumber: string) => FormValues | undefined;
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

interface LineBase {
  /** Key of this line in the object `values()` returns (unique in the form; usually the number). */
  id: string;
  /** Line number as printed on the official form ("1a", "12"); omitted for unnumbered lines. */
  number?: string;
  /** The official wording of the line, word for word. */
  label: string;
  /** Smaller official text under the label (instructions such as "Copy line 55 ..."). */
  note?: string;
  /** Indentation level (sub-lines such as 9a–9f are 1). */
  indent?: number;
}

/** A dollar amount, right-aligned in the amount column. Value: cents, or null/undefined for blank. */
export interface AmountLine extends LineBase {
  kind: 'amount';
  /** "+" or "−" printed before the dollar sign (the line that is added or subtracted in a sum). */
  operator?: '+' | '-';
  /** A total is drawn in bold with a heavier rule. */
  total?: boolean;
  /** Printed above the amount column, like "Your assets / Value of what you own". */
  columnHeading?: string;
}

/** Free text written under (or beside) the label. Value: a string (may hold newlines). */
export interface TextLine extends LineBase {
  kind: 'text';
}

export interface CheckboxOption {
  id: string;
  /** Official wording beside the box. */
  label: string;
  /** Official follow-up text under the option ("Fill out lines 8-9g ..."). */
  note?: string;
}

/** A group of check boxes. Value: the ids of the checked options (array). */
export interface CheckboxLine extends LineBase {
  kind: 'checkbox';
  options: readonly CheckboxOption[];
  /** Boxes side by side on one row (short options such as No / Yes). Default: one per row. */
  inline?: boolean;
}

export interface TableColumn {
  id: string;
  /** Column heading as on the form. */
  label: string;
  /** Share of the usable width (the widths of a table's columns should add up to 1). */
  width: number;
  /** `amount` cells hold cents and are right-aligned; `text` cells hold strings. */
  kind: 'text' | 'amount';
}

/** One row of a table: a cell per column id, and optional detail lines printed under the row. */
export interface TableRow {
  cells: Record<string, string | Cents | null | undefined>;
  /** Short lines under the row across the table's width ("Who owes the debt? Debtor 1 only"). */
  details?: readonly string[];
}

/**
 * A list of entries (creditors, property items, leases). Value: an array of `TableRow`. The rows
 * run on to continuation pages (with the column headings repeated) when they do not fit;
 * `rows` records how many entries the official form has room for.
 */
export interface TableLine extends LineBase {
  kind: 'table';
  columns: readonly TableColumn[];
  /** Number of entries the official form prints before its continuation page. */
  rows: number;
  /** Printed when the list is empty (default: "None."); '' draws nothing at all for an empty list. */
  emptyText?: string;
}

/** Official text with no value (instructions, a sub-heading inside a part); value: none. */
export interface InfoLine extends LineBase {
  kind: 'info';
}

/**
 * Signature lines ("Signature of Debtor 1" ... "Date MM / DD / YYYY"), left blank: people sign the
 * printed form. No value; `label` is printed above (official declaration text, may be empty).
 */
export interface SignatureLine extends LineBase {
  kind: 'signature';
  /** One blank signature line per signer, such as ["Signature of Debtor 1", "Signature of Debtor 2"]. */
  signers: readonly string[];
  /** The word before the date blank: "Date" (default) or "Executed on". */
  dateLabel?: string;
}

export type LineDefinition = AmountLine | TextLine | CheckboxLine | TableLine | InfoLine | SignatureLine;
export type LineKind = LineDefinition['kind'];

export interface PartDefinition {
  /** "Part 1" etc. as printed; omitted for forms without parts. */
  number?: string;
  /** Official part title: "Summarize Your Assets"; empty for lines printed before Part 1 (no header). */
  title: string;
  /** Official text printed under the part header. */
  intro?: string;
  lines: readonly LineDefinition[];
}

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/**
 * What `values()` returns: a value per line id. Amount → cents; text → string; checkbox → checked
 * option ids; table → rows; info lines take no value. A missing key means "leave blank".
 */
export type LineValue = Cents | string | readonly string[] | readonly TableRow[] | null | undefined;
export type FormValues = Record<string, LineValue>;

// ---------------------------------------------------------------------------------------------
// The form
// ---------------------------------------------------------------------------------------------

/**
 * `values()` reads a case file whose sections may be missing (`CaseFileDraft`: a preview is drawn
 * at any time while the interview goes on); each section present is complete and valid.
 */
export interface FormDefinition<CaseFile = CaseFileDraft> {
  /** Official form number as printed: "106Sum", "106A/B", "101". */
  number: string;
  /** Official title: "Summary of Your Assets and Liabilities and Certain Statistical Information". */
  title: string;
  /** Revision as printed in the corner: "12/15". */
  revision: string;
  /**
   * First filing date this revision is used for (ISO). When an official form changes, add the new
   * revision beside the old one; `selectRevision` picks the one in force on the filing date.
   */
  inForceFrom?: string;
  /** Official paragraphs under the title ("Be as complete and accurate as possible..."). */
  intro?: readonly string[];
  /** Whether the caption block shows "Check if this is an amended filing" (most forms do). */
  amendedCheckbox?: boolean;
  /**
   * `standard`: debtor names, court, case number. `petition` (Form 101): court, case number and
   * "Chapter you are filing under" check boxes, the names being line 1 of the form.
   */
  caption?: 'standard' | 'petition';
  parts: readonly PartDefinition[];
  /** Official text after the last part (signature blocks are lines of the last part instead). */
  closing?: readonly string[];
  /**
   * Pure: the value of each line from the case file. Never reads the clock, the database or files.
   * A property, not a method, so the registry (drafts: any section may be missing) refuses a form
   * written for a complete case file.
   */
  values: (caseFile: CaseFile, context: FormContext) => FormValues;
}

/** Every line of a definition, in order (for tests and for the label-order check). */
export function allLines(definition: Pick<FormDefinition<never>, 'parts'>): LineDefinition[] {
  return definition.parts.flatMap((part) => [...part.lines]);
}

/** Among revisions of one form, the newest whose `inForceFrom` is on or before the filing date. */
export function selectRevision<D extends { inForceFrom?: string }>(revisions: readonly D[], filingDate: string): D | undefined {
  let best: D | undefined;
  for (const revision of revisions) {
    const from = revision.inForceFrom ?? '0000-00-00';
    if (from <= filingDate && (!best || from >= (best.inForceFrom ?? '0000-00-00'))) best = revision;
  }
  return best;
}
