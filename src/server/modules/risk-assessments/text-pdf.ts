// A small writer of text-only PDF documents (US Letter, the built-in Helvetica fonts), enough for a
// printable summary without a PDF library: headings, paragraphs wrapped to the page, new pages as
// the text runs on. The built-in fonts need no embedding; text is written in WinAnsi (Latin-1).

export interface PdfBlock {
  style: 'title' | 'heading' | 'text' | 'small';
  text: string;
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;
const STYLES = {
  title: { font: 'F2', size: 20, gapBefore: 0 },
  heading: { font: 'F2', size: 13, gapBefore: 14 },
  text: { font: 'F1', size: 10.5, gapBefore: 4 },
  small: { font: 'F1', size: 8.5, gapBefore: 4 },
} as const;

// Helvetica's average advance is about half an em; 0.53 keeps wrapped lines inside the margin.
const AVERAGE_ADVANCE = 0.53;

/** Characters the built-in fonts cannot show become their plain equivalents or '?'. */
function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

const escapePdfText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

function wrap(text: string, size: number): string[] {
  const perLine = Math.max(10, Math.floor((PAGE_WIDTH - 2 * MARGIN) / (size * AVERAGE_ADVANCE)));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (candidate.length <= perLine) line = candidate;
      else {
        if (line) lines.push(line);
        // A word longer than a line (a URL) is cut rather than run off the page.
        let rest = word;
        while (rest.length > perLine) {
          lines.push(rest.slice(0, perLine));
          rest = rest.slice(perLine);
        }
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Lays the blocks out on pages and returns the PDF file's bytes. */
export function writeTextPdf(blocks: readonly PdfBlock[], info: { title: string }): Buffer {
  const pages: string[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const block of blocks) {
    const style = STYLES[block.style];
    const leading = style.size * 1.35;
    y -= style.gapBefore;
    for (const line of wrap(toWinAnsi(block.text), style.size)) {
      if (y - leading < MARGIN) {
        pages.push([]);
        y = PAGE_HEIGHT - MARGIN;
      }
      y -= leading;
      pages.at(-1)!.push(`BT /${style.font} ${style.size} Tf ${MARGIN} ${y.toFixed(2)} Td (${escapePdfText(line)}) Tj ET`);
    }
  }

  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 6 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapePdfText(toWinAnsi(info.title))}) /Producer (text-pdf) >>`;
  pages.forEach((commands, index) => {
    const pageId = pageIds[index]!;
    const content = commands.join('\n');
    objects[pageId] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });

  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
