/**
 * The primitives every form shares: caption block, title block, part header, numbered lines
 * (amount, text, check boxes, information), tables that run on to continuation pages, and the
 * page header and footer. Each draws at the writer's cursor and moves it down.
 */
import { rgb } from 'pdf-lib';
import { formatCents } from '#shared/format/money.ts';
import type { AmountLine, Cents, CheckboxLine, InfoLine, LineDefinition, SignatureLine, TableLine, TableRow, TextLine } from '../forms/types.ts';
import { CONTENT_WIDTH, GREY, MARGIN, PAGE, type PageWriter, type TextStyle } from './writer.ts';

export interface Caption {
  /** Debtor 1's full name ("First Middle Last Suffix"). */
  debtor1: string;
  /** The spouse's full name when filing jointly. */
  debtor2?: string;
  /** "Eastern District of Michigan" (empty when not chosen yet). */
  district: string;
  /** Blank before filing. */
  caseNumber?: string;
  /** The chapter checked in Form 101's caption. */
  chapter?: number;
}

const RIGHT = PAGE.width - MARGIN.right;
const NUMBER_WIDTH = 26;
const INDENT = 18;
const AMOUNT_WIDTH = 112;
const AMOUNT_LEFT = RIGHT - AMOUNT_WIDTH;
const LABEL = { size: 9 } as const;
const SMALL = { size: 8 } as const;
const LEADING = 11.5;


// ---------------------------------------------------------------------------------------------
// Caption, title, header, footer
// ---------------------------------------------------------------------------------------------

export function drawCaption(w: PageWriter, caption: Caption, amendedCheckbox: boolean): void {
  const x = MARGIN.left;
  const valueX = x + 118;
  const valueEnd = x + 380;
  const top = w.y;
  w.y -= 12;
  w.text('Fill in this information to identify your case:', x + 4, w.y, { style: 'bold', size: 9 });
  const row = (label: string, sub: string | undefined, value: string) => {
    w.y -= sub ? 22 : 18;
    w.text(label, x + 4, w.y, LABEL);
    if (sub) w.text(sub, x + 4, w.y - 9, SMALL);
    w.text(value, valueX, w.y + 1.5, { size: 10 });
    w.rule(valueX, valueEnd, w.y - 1.5, 0.4);
  };
  row('Debtor 1', undefined, caption.debtor1);
  row('Debtor 2', '(Spouse, if filing)', caption.debtor2 ?? '');
  w.y -= 24;
  w.text('United States Bankruptcy Court for the:', x + 4, w.y, LABEL);
  const courtX = x + 4 + w.width('United States Bankruptcy Court for the: ', LABEL);
  w.text(caption.district, courtX, w.y + 1, { size: 10 });
  w.rule(courtX, valueEnd, w.y - 1.5, 0.4);
  row('Case number', '(If known)', caption.caseNumber ?? '');
  w.y -= 14;
  closeCaptionBox(w, top, amendedCheckbox);
}

/** The caption's frame from `top` down to the cursor, and the "amended filing" box beside it. */
function closeCaptionBox(w: PageWriter, top: number, amendedCheckbox: boolean): void {
  w.page.drawRectangle({ x: MARGIN.left, y: w.y, width: 392, height: top - w.y, borderColor: GREY, borderWidth: 0.6 });
  if (amendedCheckbox) {
    w.checkbox(RIGHT - 120, w.y + 8, false);
    w.text('Check if this is an', RIGHT - 108, w.y + 17, SMALL);
    w.text('amended filing', RIGHT - 108, w.y + 8, SMALL);
  }
  w.y -= 14;
}

/** Form 101's caption: the court, the case number and the chapter check boxes. */
export function drawPetitionCaption(w: PageWriter, caption: Caption, amendedCheckbox: boolean): void {
  const x = MARGIN.left;
  const top = w.y;
  w.y -= 12;
  w.text('Fill in this information to identify your case:', x + 4, w.y, { style: 'bold', size: 9 });
  w.y -= 18;
  w.text('United States Bankruptcy Court for the:', x + 4, w.y, LABEL);
  w.y -= 14;
  w.text(caption.district, x + 4, w.y, { size: 10 });
  w.rule(x + 4, x + 300, w.y - 2, 0.4);
  w.y -= 20;
  w.text('Case number (If known):', x + 4, w.y, LABEL);
  w.rule(x + 4 + w.width('Case number (If known): ', LABEL), x + 250, w.y - 2, 0.4);
  const chapterX = x + 270;
  w.text('Chapter you are filing under:', chapterX, w.y, LABEL);
  [7, 11, 12, 13].forEach((chapter) => {
    w.y -= 12;
    w.checkbox(chapterX + 4, w.y - 1, caption.chapter === chapter);
    w.text(`Chapter ${chapter}`, chapterX + 16, w.y, LABEL);
  });
  w.y -= 10;
  closeCaptionBox(w, top, amendedCheckbox);
}

export function drawTitle(w: PageWriter, form: { number: string; title: string; revision: string; intro?: readonly string[] }): void {
  w.y -= 12;
  w.text(`Official Form ${form.number}`, MARGIN.left, w.y, { style: 'bold', size: 10 });
  const titleStyle: TextStyle = { style: 'bold', size: 14 };
  const lines = w.wrap(form.title, CONTENT_WIDTH - 50, titleStyle);
  lines.forEach((line, i) => {
    w.y -= 17;
    w.text(line, MARGIN.left, w.y, titleStyle);
    if (i === 0) w.textRight(form.revision, RIGHT, w.y, { style: 'bold', size: 10 });
  });
  w.y -= 4;
  for (const paragraph of form.intro ?? []) w.paragraph(paragraph, MARGIN.left, CONTENT_WIDTH, { size: 8.5 }, 3);
  w.y -= 6;
}

/** The top of every page after a form's first: who the form is for and the case number line. */
export function drawContinuationHeader(w: PageWriter, caption: Caption): void {
  w.y -= 10;
  w.text('Debtor 1', MARGIN.left, w.y, SMALL);
  w.text(caption.debtor1, MARGIN.left + 44, w.y, { size: 9 });
  const caseLabel = 'Case number (if known)';
  const caseX = RIGHT - 190;
  w.text(caseLabel, caseX, w.y, SMALL);
  w.text(caption.caseNumber ?? '', caseX + w.width(`${caseLabel} `, SMALL), w.y, { size: 9 });
  w.rule(caseX + w.width(`${caseLabel} `, SMALL), RIGHT, w.y - 2, 0.4);
  w.y -= 10;
  w.rule(MARGIN.left, RIGHT, w.y, 0.4);
  w.y -= 8;
}

/** "Official Form 106Sum   Title   Page 2 of 3" at the bottom of each of the form's pages. */
export function drawFooters(w: PageWriter, form: { number: string; title: string }): void {
  const total = w.pages.length;
  w.pages.forEach((page, i) => {
    const baseline = MARGIN.bottom - 26;
    w.rule(MARGIN.left, RIGHT, baseline + 10, 0.3, page);
    const formLabel = `Official Form ${form.number}`;
    w.text(formLabel, MARGIN.left, baseline, { style: 'bold', size: 8 }, page);
    const pageLabel = `Page ${i + 1} of ${total}`;
    w.textRight(pageLabel, RIGHT, baseline, { size: 8 }, page);
    const titleSpace = CONTENT_WIDTH - w.width(formLabel, { style: 'bold', size: 8 }) - w.width(pageLabel, { size: 8 }) - 40;
    const [title = ''] = w.wrap(form.title, titleSpace, { size: 8 });
    const shown = title === form.title ? title : `${title.replace(/\s+\S*$/, '')} ...`;
    w.text(shown, MARGIN.left + (CONTENT_WIDTH - w.width(shown, { size: 8 })) / 2, baseline, { size: 8 }, page);
  });
}

export function drawPartHeader(w: PageWriter, part: { number?: string; title: string; intro?: string }, continued = false): void {
  w.ensureSpace(60);
  w.y -= 8;
  const height = 16;
  const title = continued ? `${part.title} (continued)` : part.title;
  let titleX = MARGIN.left;
  if (part.number) {
    const label = `${part.number}:`;
    const boxWidth = w.width(label, { style: 'bold', size: 10 }) + 14;
    w.page.drawRectangle({ x: MARGIN.left, y: w.y - height, width: boxWidth, height, color: rgb(0, 0, 0) });
    w.text(label, MARGIN.left + 7, w.y - height + 4.5, { style: 'bold', size: 10, color: rgb(1, 1, 1) });
    titleX = MARGIN.left + boxWidth + 10;
  }
  const titleLines = w.wrap(title, RIGHT - titleX, { style: 'bold', size: 11 });
  titleLines.forEach((line, i) => w.text(line, titleX, w.y - height + 4.5 - i * 13, { style: 'bold', size: 11 }));
  w.y -= height + (titleLines.length - 1) * 13;
  w.rule(MARGIN.left, RIGHT, w.y - 1, 0.8);
  w.y -= 6;
  if (part.intro && !continued) w.paragraph(part.intro, MARGIN.left, CONTENT_WIDTH, { size: 8.5 }, 4);
}

// ---------------------------------------------------------------------------------------------
// Lines
// ---------------------------------------------------------------------------------------------

function labelX(line: LineDefinition): number {
  return MARGIN.left + (line.indent ?? 0) * INDENT + NUMBER_WIDTH;
}

/** Draws the number and label; returns the baseline of the label's last line. */
function drawLabel(w: PageWriter, line: LineDefinition, width: number): number {
  const x = labelX(line);
  const labels = line.label || line.number ? w.wrap(line.label, width, LABEL) : [];
  const notes = line.note ? w.wrap(line.note, width, SMALL) : [];
  w.ensureSpace((labels.length + notes.length) * LEADING + 4);
  let baseline = w.y;
  labels.forEach((text, i) => {
    baseline = w.y - LEADING * (i + 1) + 2.5;
    // Section numbers such as Form 113's "3.1" are printed without a trailing period, as on the form.
    if (i === 0 && line.number) w.text(line.number.includes(".") ? line.number : `${line.number}.`, x - NUMBER_WIDTH, baseline, { style: 'bold', size: 9 });
    w.text(text, x, baseline, LABEL);
  });
  w.y -= labels.length * LEADING;
  for (const note of notes) {
    w.y -= LEADING - 1;
    w.text(note, x, w.y + 2.5, { ...SMALL, color: GREY });
  }
  return baseline;
}

function drawAmountLine(w: PageWriter, line: AmountLine, value: Cents | null | undefined): void {
  if (line.columnHeading) {
    const lines = line.columnHeading.split('\n');
    w.ensureSpace(lines.length * 10 + 30);
    for (const heading of lines) {
      w.y -= 10;
      w.textRight(heading, RIGHT, w.y, { style: 'bold', size: 8 });
    }
  }
  const start = w.y;
  const startPage = w.page;
  const baseline = drawLabel(w, line, AMOUNT_LEFT - 22 - labelX(line));
  const style: TextStyle = { style: line.total ? 'bold' : 'regular', size: 9.5 };
  if (line.operator) w.text(line.operator, AMOUNT_LEFT - 12, baseline, { style: 'bold', size: 10 });
  w.text('$', AMOUNT_LEFT, baseline, style);
  if (value !== null && value !== undefined) w.textRight(formatCents(value, { symbol: false }), RIGHT - 2, baseline, style);
  w.rule(AMOUNT_LEFT + 8, RIGHT, baseline - 2.5, line.total ? 1 : 0.4);
  // At least 16 points a line, on the page it started on: after a page break `start` belongs to the
  // page before, and holding the cursor to it would push every later line onto a page of its own.
  if (w.page === startPage && w.y > start - 16) w.y = start - 16;
  w.y -= 6;
}

function drawTextLine(w: PageWriter, line: TextLine, value: string | null | undefined): void {
  drawLabel(w, line, RIGHT - labelX(line));
  const x = labelX(line) + 8;
  const texts = value ? value.split('\n') : [''];
  for (const text of texts) {
    const wrapped = w.wrap(text, RIGHT - x, { size: 9.5 });
    for (const piece of wrapped) {
      w.ensureSpace(LEADING + 2);
      w.y -= LEADING + 1;
      w.text(piece, x, w.y + 2.5, { size: 9.5 });
      w.rule(x, RIGHT, w.y, 0.3);
    }
  }
  w.y -= 6;
}

function drawCheckboxLine(w: PageWriter, line: CheckboxLine, checked: readonly string[]): void {
  const x = labelX(line) + 4;
  // Keeps a short group on one page with its question.
  const height = [line.label, ...line.options.flatMap((o) => [o.label, o.note ?? ''])].reduce(
    (total, text) => total + (text ? w.wrap(text, RIGHT - x - 12, LABEL).length * (LEADING + 2) : 0),
    0,
  );
  if (height < 220) w.ensureSpace(height + 10);
  if (line.label || line.number) drawLabel(w, line, RIGHT - labelX(line));
  if (line.inline) {
    w.ensureSpace(LEADING + 4);
    w.y -= LEADING + 2;
    let cursor = x;
    for (const option of line.options) {
      const width = 12 + w.width(option.label, LABEL);
      if (cursor > x && cursor + width > RIGHT) {
        w.y -= LEADING + 2;
        cursor = x;
      }
      w.checkbox(cursor, w.y, checked.includes(option.id));
      w.text(option.label, cursor + 12, w.y + 1, LABEL);
      cursor += width + 24;
    }
  } else {
    for (const option of line.options) {
      const texts = w.wrap(option.label, RIGHT - x - 12, LABEL);
      const notes = option.note ? w.wrap(option.note, RIGHT - x - 12, SMALL) : [];
      w.ensureSpace((texts.length + notes.length) * LEADING + 4);
      w.y -= LEADING + 2;
      w.checkbox(x, w.y, checked.includes(option.id));
      texts.forEach((text, i) => w.text(text, x + 12, w.y + 1 - i * LEADING, LABEL));
      w.y -= (texts.length - 1) * LEADING;
      for (const note of notes) {
        w.y -= LEADING - 1;
        w.text(note, x + 12, w.y + 2, { ...SMALL, color: GREY });
      }
    }
  }
  w.y -= 8;
}

function drawInfoLine(w: PageWriter, line: InfoLine): void {
  drawLabel(w, line, RIGHT - labelX(line));
  w.y -= 4;
}

function drawSignatureLine(w: PageWriter, line: SignatureLine): void {
  drawLabel(w, line, RIGHT - labelX(line));
  const x = labelX(line);
  const columns = Math.max(1, line.signers.length);
  const width = (RIGHT - x) / columns;
  w.ensureSpace(70);
  w.y -= 34;
  line.signers.forEach((signer, i) => {
    const left = x + i * width;
    w.rule(left, left + width - 24, w.y, 0.5);
    w.text(signer, left, w.y - 10, SMALL);
    const dateLabel = line.dateLabel ?? 'Date';
    w.text(dateLabel, left, w.y - 30, LABEL);
    const dateX = left + w.width(`${dateLabel} `, LABEL);
    w.rule(dateX, dateX + 90, w.y - 32, 0.4);
    w.text('MM / DD / YYYY', dateX, w.y - 40, { size: 7, color: GREY });
  });
  w.y -= 50;
}

function cellText(value: string | Cents | null | undefined, kind: 'text' | 'amount'): string {
  if (value === null || value === undefined) return '';
  if (kind === 'amount') return typeof value === 'number' ? formatCents(value) : value;
  return String(value);
}

/**
 * A table: heading row, then one block per entry. When an entry does not fit, the table continues
 * on a new page that repeats the line number and the column headings.
 */
function drawTableLine(w: PageWriter, line: TableLine, rows: readonly TableRow[], part: { number?: string; title: string }): void {
  if (rows.length === 0 && line.emptyText === '') return;
  drawLabel(w, line, RIGHT - labelX(line));
  const x0 = labelX(line);
  const width = RIGHT - x0;
  const columns = line.columns.map((column, i) => {
    const left = x0 + width * line.columns.slice(0, i).reduce((sum, c) => sum + c.width, 0);
    return { ...column, left, right: left + column.width * width };
  });
  const HEAD: TextStyle = { style: 'bold', size: 7.5 };
  const CELL: TextStyle = { size: 8.5 };
  const cellLeading = 10.5;
  const headings = () => {
    const wrapped = columns.map((c) => w.wrap(c.label, c.right - c.left - 6, HEAD));
    const height = Math.max(...wrapped.map((l) => l.length)) * 9 + 4;
    w.ensureSpace(height + 30);
    wrapped.forEach((lines, i) => {
      const column = columns[i]!;
      lines.forEach((text, j) => {
        const baseline = w.y - 9 * (j + 1) + 1;
        if (column.kind === 'amount') w.textRight(text, column.right - 3, baseline, HEAD);
        else w.text(text, column.left + 2, baseline, HEAD);
      });
    });
    w.y -= height;
    w.rule(x0, RIGHT, w.y, 0.6);
  };
  if (rows.length === 0) {
    w.ensureSpace(LEADING + 4);
    w.y -= LEADING + 2;
    w.text(line.emptyText ?? 'None.', x0 + 4, w.y + 2, CELL);
    w.y -= 6;
    return;
  }
  headings();
  rows.forEach((row, index) => {
    const cells = columns.map((c) => (c.kind === 'amount' ? [cellText(row.cells[c.id], 'amount')] : w.wrap(cellText(row.cells[c.id], 'text'), c.right - c.left - 6, CELL)));
    const details = (row.details ?? []).flatMap((d) => w.wrap(d, width - 20, { size: 8 }));
    const height = Math.max(1, ...cells.map((c) => c.length)) * cellLeading + details.length * 10 + 6;
    if (w.y - height < MARGIN.bottom) {
      w.addPage();
      drawPartHeader(w, part, true);
      w.ensureSpace(20);
      w.y -= 12;
      w.text(`${line.number ? `Line ${line.number}` : 'List'} continued: entries ${index + 1} to ${rows.length}`, x0, w.y, { style: 'italic', size: 8.5 });
      w.y -= 4;
      headings();
    }
    const top = w.y;
    cells.forEach((lines, i) => {
      const column = columns[i]!;
      lines.forEach((text, j) => {
        const baseline = top - cellLeading * (j + 1) + 2;
        if (column.kind === 'amount') w.textRight(text, column.right - 3, baseline, CELL);
        else w.text(text, column.left + 2, baseline, CELL);
      });
    });
    w.y = top - Math.max(1, ...cells.map((c) => c.length)) * cellLeading;
    for (const detail of details) {
      w.y -= 10;
      w.text(detail, x0 + 12, w.y + 2, { size: 8, color: GREY });
    }
    w.y -= 4;
    w.rule(x0, RIGHT, w.y, 0.25);
  });
  w.y -= 6;
}

export function drawLine(w: PageWriter, line: LineDefinition, value: unknown, part: { number?: string; title: string }): void {
  switch (line.kind) {
    case 'amount':
      return drawAmountLine(w, line, typeof value === 'number' ? value : null);
    case 'text':
      return drawTextLine(w, line, typeof value === 'string' ? value : null);
    case 'checkbox':
      return drawCheckboxLine(w, line, Array.isArray(value) ? (value as string[]) : []);
    case 'table':
      return drawTableLine(w, line, Array.isArray(value) ? (value as TableRow[]) : [], part);
    case 'info':
      return drawInfoLine(w, line);
    case 'signature':
      return drawSignatureLine(w, line);
  }
}
