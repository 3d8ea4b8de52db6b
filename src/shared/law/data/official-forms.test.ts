import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFICIAL_FORMS } from './official-forms.ts';

// The blank official forms live beside the project (never committed into it); pdftotext is Debian's
// poppler-utils, which .ci/run installs. Off CI, a machine without either skips; on CI it must run.
const FORMS_DIR = path.resolve(import.meta.dirname, '../../../../../shared/forms');

function hasPdftotext(): boolean {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const canRead = fs.existsSync(FORMS_DIR) && hasPdftotext();
if (process.env.CI && !canRead) throw new Error(`CI must read the official forms: ${FORMS_DIR} and pdftotext are required`);

/** `106A/B` → form_b106ab.pdf, the naming of ../shared/forms. */
function pdfFileOf(number: string): string {
  return path.join(FORMS_DIR, `form_b${number.toLowerCase().replace('/', '')}.pdf`);
}

/** The revision printed at the right of the title on the form's first page (MM/YY). */
function revisionPrintedOn(pdfFile: string): string | null {
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', pdfFile, '-'], { encoding: 'utf8' });
  return /(\d{2}\/\d{2})\s*$/m.exec(firstPage)?.[1] ?? null;
}

/**
 * Forms whose copy in shared/forms is older than the revision in force: shared/forms/README.md says
 * its Form 107 is the 04/22 revision, while the 04/25 one (the §547(c)(9) amount of 2025) is current.
 */
const KNOWN_OLDER_REFERENCE_COPIES: Record<string, string> = { '107': '04/22' };

describe.skipIf(!canRead)('official form revisions match the blank forms', () => {
  const withPdf = OFFICIAL_FORMS.filter((form) => fs.existsSync(pdfFileOf(form.number)));

  it('finds the blank forms for most of our forms', () => {
    expect(withPdf.length).toBeGreaterThanOrEqual(20);
  });

  it.each(withPdf.map((form) => [form.number, form] as const))('Form %s', (number, form) => {
    const printed = revisionPrintedOn(pdfFileOf(number));
    expect(printed, 'revision on the PDF').toMatch(/^\d{2}\/\d{2}$/);
    const ours = /^(\d{2}\/\d{2})/.exec(form.versionDate)?.[1];
    expect(ours, `our data gives a revision for Form ${number}`).toBeDefined();
    expect(printed).toBe(KNOWN_OLDER_REFERENCE_COPIES[number] ?? ours);
  });
});
