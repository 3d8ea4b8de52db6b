/** Draws the cover sheet's headings and paragraphs as the first pages of the package PDF. */
import type { PDFDocument, PDFPage } from 'pdf-lib';
import type { FontSet } from '../layout/fonts.ts';
import { CONTENT_WIDTH, MARGIN, PageWriter } from '../layout/writer.ts';
import type { FormDefinition } from '../forms/types.ts';
import type { CoverSheet, PackageFormEntry } from './cover-sheet.ts';

export async function drawCoverSheet(doc: PDFDocument, fonts: FontSet, sheet: CoverSheet): Promise<PDFPage[]> {
  await fonts.prepareFor([sheet.title, ...sheet.sections.flatMap((s) => [s.heading, ...s.paragraphs])]);
  const w = new PageWriter(doc, fonts, (writer) => {
    writer.y -= 6;
  });
  w.y -= 18;
  w.text(sheet.title, MARGIN.left, w.y, { style: 'bold', size: 16 });
  w.y -= 10;
  for (const section of sheet.sections) {
    w.ensureSpace(40);
    w.y -= 10;
    w.paragraph(section.heading, MARGIN.left, CONTENT_WIDTH, { style: 'bold', size: 11.5 }, 4);
    for (const paragraph of section.paragraphs) w.paragraph(paragraph, MARGIN.left, CONTENT_WIDTH, { size: 10 }, 4);
  }
  return w.pages;
}

/** The parts of a form that hold its signature lines, as the form names them ("Part 7 Sign Below"). */
export function signatureParts(definition: FormDefinition<never>): string[] {
  // Signature blocks are 'signature' lines, or the shared `signatureLines` (ids signature1/2).
  const parts = definition.parts.filter((part) => part.lines.some((line) => line.kind === 'signature' || line.id === 'signature1'));
  return parts.map((part) => [part.number, part.title].filter(Boolean).join(' '));
}

/** A form as the cover sheet lists it, with where it is signed (the parts holding signature lines). */
export function coverSheetEntry(definition: FormDefinition<never>, joint: boolean): PackageFormEntry {
  const parts = signatureParts(definition);
  const where = parts.join('; ');
  return {
    number: definition.number,
    title: definition.title,
    ...(parts.length > 0 ? { sign: `${joint ? 'both of you sign' : 'sign'} and date in ${where}` } : {}),
  };
}
