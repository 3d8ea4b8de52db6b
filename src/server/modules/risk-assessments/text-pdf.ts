// Text-only PDF documents (US Letter, the standard Helvetica fonts) with pdf-lib: headings and
// paragraphs wrapped by the font's real widths, new pages as the text runs on. The standard fonts
// need no embedding but can only show WinAnsi (Latin-1) characters, so others are replaced.
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';

export interface PdfBlock {
  style: 'title' | 'heading' | 'text' | 'small';
  text: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const STYLES = {
  title: { bold: true, size: 20, gapBefore: 0 },
  heading: { bold: true, size: 13, gapBefore: 14 },
  text: { bold: false, size: 10.5, gapBefore: 4 },
  small: { bold: false, size: 8.5, gapBefore: 4 },
} as const;

/** Characters the standard fonts cannot show become their plain equivalents or '?'. */
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\t/g, ' ')
    .replace(/[^\n\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number): string[] {
  const width = PAGE_WIDTH - 2 * MARGIN;
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (fits(candidate)) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      // A word wider than a line (a long URL) is cut rather than run off the page.
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Lays the blocks out on pages and returns the PDF file's bytes. */
export async function writeTextPdf(blocks: readonly PdfBlock[], info: { title: string; producer: string }): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(info.title));
  pdf.setProducer(info.producer);
  pdf.setCreator(info.producer);
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };

  let page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const style = STYLES[block.style];
    const font = style.bold ? fonts.bold : fonts.regular;
    const leading = style.size * 1.35;
    y -= style.gapBefore;
    for (const line of wrap(toWinAnsi(block.text), font, style.size)) {
      if (y - leading < MARGIN) {
        page = pdf.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      page.drawText(line, { x: MARGIN, y, size: style.size, font });
    }
  }
  return Buffer.from(await pdf.save());
}
