/**
 * The page cursor every primitive draws through: US Letter pages, a top-down `y`, text drawn in
 * runs (standard font or fallback), word wrapping by the fonts' real widths, and a new page (with
 * the form's continuation header) whenever a block does not fit.
 */
import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { FontSet, FontStyle } from './fonts.ts';

export const PAGE = { width: 612, height: 792 } as const;
export const MARGIN = { left: 40, right: 40, top: 40, bottom: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);

export interface TextStyle {
  style?: FontStyle;
  size?: number;
  color?: ReturnType<typeof rgb>;
}

export class PageWriter {
  /** Pages this writer added, in order (one form's pages). */
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  /** Distance of the cursor from the bottom of the page; drawing moves it down. */
  y = 0;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: FontSet,
    /** Draws the header of every page after the first (debtor name and case number line). */
    private readonly continuationHeader: (writer: PageWriter) => void,
  ) {
    this.addPage();
  }

  addPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - MARGIN.top;
    if (this.pages.length > 1) this.continuationHeader(this);
  }

  /** Starts a new page unless `height` points still fit above the bottom margin. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= MARGIN.bottom) return false;
    this.addPage();
    return true;
  }

  width(text: string, { style = 'regular', size = 9 }: TextStyle = {}): number {
    return this.fonts.width(text, style, size);
  }

  /** Draws one line of text with its baseline at `baseline` (absolute) starting at `x`. */
  text(text: string, x: number, baseline: number, { style = 'regular', size = 9, color = BLACK }: TextStyle = {}, page = this.page): void {
    let cursor = x;
    for (const run of this.fonts.runs(text, style)) {
      page.drawText(run.text, { x: cursor, y: baseline, size, font: run.font, color });
      cursor += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /** Draws text so that it ends at `right`. */
  textRight(text: string, right: number, baseline: number, style: TextStyle = {}, page = this.page): void {
    this.text(text, right - this.width(text, style), baseline, style, page);
  }

  /** Splits text into lines no wider than `width` (words longer than a line are cut). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word;
        if (this.width(candidate, style) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (this.width(rest, style) > width && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  /** Wrapped paragraph at the cursor, moving it down; breaks pages between lines. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}, gapAfter = 2): void {
    const size = style.size ?? 9;
    const leading = size * 1.25;
    for (const line of this.wrap(text, width, style)) {
      this.ensureSpace(leading);
      this.y -= leading;
      this.text(line, x, this.y + size * 0.22, style);
    }
    this.y -= gapAfter;
  }

  rule(x1: number, x2: number, at: number, thickness = 0.5, page = this.page): void {
    page.drawLine({ start: { x: x1, y: at }, end: { x: x2, y: at }, thickness, color: BLACK });
  }

  /** A check box whose bottom-left corner is at (x, bottom); an X inside when checked. */
  checkbox(x: number, bottom: number, checked: boolean, size = 8): void {
    this.page.drawRectangle({ x, y: bottom, width: size, height: size, borderColor: BLACK, borderWidth: 0.6 });
    if (checked) this.text('X', x + 1.3, bottom + 1.2, { style: 'bold', size: size - 0.5 });
  }
}
