/** Poppler's command-line tools for the PDF tests (installed by .ci/run; tests skip without them). */
import { execFileSync } from 'node:child_process';

export const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** The text of a PDF file (path) or bytes, laid out as on the page (`pdftotext -layout`). */
export function pdfText(source: string | Uint8Array): string {
  const file = typeof source === 'string' ? source : '-';
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024, ...(typeof source === 'string' ? {} : { input: source }) });
}
