/**
 * Fonts: the standard PDF fonts (Helvetica family: nothing embedded, small files, fast), and a
 * fallback font embedded only when a text has characters the standard fonts lack (WinAnsi covers
 * Latin-1, so "José Muñoz" needs no embedding; "Łukasz Wiśniewski" or "Nguyễn" do).
 *
 * Text is split into runs: characters WinAnsi can encode use the standard font, the others the
 * fallback. Without a fallback font file, the others become their unaccented letter or '?'.
 */
import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';
import { fallbackFontBytes, registerFontkit } from './fallback-font.ts';

/** Characters of WinAnsiEncoding outside Latin-1 (the 0x80–0x9F block). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}

/** Text made safe for a font: tabs and line breaks become spaces, control characters go. */
export function cleanText(text: string): string {
  return [...text.replace(/[\t\r\n]+/g, ' ')]
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
}

/** The unaccented letter of a character (ễ → e), or '?' when there is none. */
function plainEquivalent(char: string): string {
  const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  const special: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h', ı: 'i', ß: 'ss' };
  if (special[char]) return special[char];
  return [...base].every(isWinAnsi) && base.length > 0 ? base : '?';
}

export type FontStyle = 'regular' | 'bold' | 'italic';

export interface TextRun {
  text: string;
  font: PDFFont;
}

export class FontSet {
  private fallback: PDFFont | null | undefined;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly standard: Record<FontStyle, PDFFont>,
  ) {}

  static async create(doc: PDFDocument): Promise<FontSet> {
    const [regular, bold, italic] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
      doc.embedFont(StandardFonts.HelveticaOblique),
    ]);
    return new FontSet(doc, { regular, bold, italic });
  }

  font(style: FontStyle): PDFFont {
    return this.standard[style];
  }

  /** Whether a fallback font was embedded in this document (tests check names with accents). */
  get embeddedFallback(): boolean {
    return Boolean(this.fallback);
  }

  /** Splits text into runs drawable with the standard font of `style` or the fallback font. */
  runs(text: string, style: FontStyle): TextRun[] {
    const standard = this.standard[style];
    const clean = cleanText(text);
    if ([...clean].every(isWinAnsi)) return clean ? [{ text: clean, font: standard }] : [];
    const fallback = this.loadFallback();
    const runs: TextRun[] = [];
    for (const char of clean) {
      const [text, font] = isWinAnsi(char) ? [char, standard] : fallback ? [char, fallback] : [plainEquivalent(char), standard];
      const last = runs.at(-1);
      if (last && last.font === font) last.text += text;
      else runs.push({ text, font });
    }
    return runs;
  }

  width(text: string, style: FontStyle, size: number): number {
    return this.runs(text, style).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
  }

  /**
   * Embeds the fallback font (once, subset to the characters used) when any of the texts needs it.
   * Call before drawing: drawing itself is synchronous.
   */
  async prepareFor(texts: Iterable<string>): Promise<void> {
    if (this.fallback !== undefined) return;
    for (const text of texts) {
      if ([...text].every(isWinAnsi)) continue;
      const bytes = fallbackFontBytes();
      if (!bytes || !registerFontkit(this.doc)) {
        this.fallback = null;
        return;
      }
      this.fallback = await this.doc.embedFont(bytes, { subset: true });
      return;
    }
  }

  private loadFallback(): PDFFont | null {
    return this.fallback ?? null;
  }
}
