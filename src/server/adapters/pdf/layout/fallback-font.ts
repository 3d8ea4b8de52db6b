/**
 * The font embedded for characters the standard PDF fonts lack. Not wired yet: without it such
 * characters are drawn as their unaccented letter (see fonts.ts).
 */
import type { PDFDocument } from 'pdf-lib';

export function fallbackFontBytes(): Uint8Array | null {
  return null;
}

export function registerFontkit(_doc: PDFDocument): boolean {
  return false;
}
