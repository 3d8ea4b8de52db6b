/**
 * Draws one form definition with its values into a PDF document: caption, title, parts, lines,
 * then the footers ("Page x of y" needs the form's page count, so they are drawn last).
 */
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { FormDefinition, FormValues, LineDefinition, LineValue, TableRow } from '../forms/types.ts';
import { drawCaption, drawContinuationHeader, drawFooters, drawLine, drawPartHeader, drawTitle, type Caption } from './blocks.ts';
import { FontSet } from './fonts.ts';
import { PageWriter } from './writer.ts';

export class FormValueError extends Error {}

/** Checks that each value has the type its line's kind expects (a definition's own bug otherwise). */
export function checkValues(definition: Pick<FormDefinition<never>, 'number' | 'parts'>, values: FormValues): void {
  const ids = new Set<string>();
  for (const part of definition.parts) {
    for (const line of part.lines) {
      if (ids.has(line.id)) throw new FormValueError(`Form ${definition.number}: line id "${line.id}" is used twice`);
      ids.add(line.id);
      const value = values[line.id];
      if (value === null || value === undefined) continue;
      if (!valueFits(line, value)) throw new FormValueError(`Form ${definition.number}, line ${line.id} (${line.kind}): unexpected value ${JSON.stringify(value)}`);
    }
  }
  for (const id of Object.keys(values)) {
    if (!ids.has(id)) throw new FormValueError(`Form ${definition.number}: values() returned "${id}", which is not a line of the form`);
  }
}

function valueFits(line: LineDefinition, value: NonNullable<LineValue>): boolean {
  switch (line.kind) {
    case 'amount':
      return typeof value === 'number' && Number.isFinite(value);
    case 'text':
      return typeof value === 'string';
    case 'checkbox':
      return Array.isArray(value) && value.every((id) => typeof id === 'string' && line.options.some((o) => o.id === id));
    case 'table':
      return Array.isArray(value) && value.every((row: unknown) => typeof row === 'object' && row !== null && 'cells' in row);
    case 'info':
      return false;
  }
}

/** Every string of the caption and the values (to know before drawing whether a fallback font is needed). */
function* textsOf(caption: Caption, values: FormValues): Iterable<string> {
  yield caption.debtor1;
  yield caption.debtor2 ?? '';
  yield caption.district;
  for (const value of Object.values(values)) {
    if (typeof value === 'string') yield value;
    else if (Array.isArray(value)) {
      for (const item of value as readonly (string | TableRow)[]) {
        if (typeof item === 'string') continue;
        for (const cell of Object.values(item.cells)) if (typeof cell === 'string') yield cell;
        yield* item.details ?? [];
      }
    }
  }
}

export interface RenderedForm {
  number: string;
  title: string;
  pages: PDFPage[];
}

/** Draws the form at the end of `doc`; the values must come from the definition's `values()`. */
export async function drawForm(
  doc: PDFDocument,
  fonts: FontSet,
  definition: FormDefinition<never>,
  values: FormValues,
  caption: Caption,
): Promise<RenderedForm> {
  checkValues(definition, values);
  await fonts.prepareFor(textsOf(caption, values));
  const w = new PageWriter(doc, fonts, (writer) => drawContinuationHeader(writer, caption));
  drawCaption(w, caption, definition.amendedCheckbox ?? true);
  drawTitle(w, definition);
  for (const part of definition.parts) {
    drawPartHeader(w, part);
    for (const line of part.lines) drawLine(w, line, values[line.id], part);
  }
  for (const paragraph of definition.closing ?? []) w.paragraph(paragraph, 40, 532, { size: 8.5 }, 3);
  drawFooters(w, definition);
  return { number: definition.number, title: definition.title, pages: w.pages };
}

/** One form alone as a PDF file (tests, the label-order check). */
export async function renderFormPdf(definition: FormDefinition<never>, values: FormValues, caption: Caption): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await FontSet.create(doc);
  await drawForm(doc, fonts, definition, values, caption);
  doc.setTitle(`Official Form ${definition.number}`);
  return doc.save();
}
