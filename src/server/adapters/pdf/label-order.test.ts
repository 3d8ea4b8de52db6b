/**
 * The label-order test: for every registered form, the numbered line labels of the blank official
 * form (../shared/forms/form_b*.pdf beside the project, read with poppler's `pdftotext -layout`)
 * must appear in the product's rendition, in the same order. The main guard against a rendition
 * that drifts from the official form. The official PDFs are never part of the project: off CI,
 * when the folder or pdftotext is absent the test is skipped with a message saying so; on CI
 * (CI set, as .ci/run does) it fails instead, as official-forms.test.ts does.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { FORM_DEFINITIONS } from './forms/registry.ts';
import { renderFormPdf } from './layout/render-form.ts';
import { HAS_PDFTOTEXT, pdfText } from './testing/poppler.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** `../shared/forms` relative to the project root; OFFICIAL_FORMS_DIR overrides it (git worktrees). */
const FORMS_DIR = process.env.OFFICIAL_FORMS_DIR ?? path.resolve(PROJECT_ROOT, '../shared/forms');
const HAS_FORMS = existsSync(FORMS_DIR);
if (process.env.CI && !(HAS_FORMS && HAS_PDFTOTEXT)) {
  throw new Error(`CI must check the label order against the official forms: ${FORMS_DIR} (or OFFICIAL_FORMS_DIR) and pdftotext are required`);
}

/** "106A/B" → form_b106ab.pdf, "122A-1" → form_b122a-1.pdf. */
export function officialFileName(formNumber: string): string {
  return `form_b${formNumber.toLowerCase().replace('/', '')}.pdf`;
}

function normalize(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface NumberedLabel {
  number: string;
  /** The first words of the label, as the official form prints them on the line's first row. */
  words: string;
}

/**
 * The numbered lines of a form's text ("1a. Copy line 55, ..."): a line number at the start of a
 * text row, a period, a space, and the label up to the first wide gap, dot leader or blank to fill.
 */
export function numberedLabels(layoutText: string, maxWords = 6): NumberedLabel[] {
  const labels: NumberedLabel[] = [];
  for (const row of layoutText.split('\n')) {
    const match = /^\s*(\d{1,2}[a-z]?)\.\s+(\S.*)$/.exec(row);
    if (!match) continue;
    const [, number = '', rest = ''] = match;
    // Symbol-font arrows (private-use glyphs, "Copy line 14 here →") are not wording; a doubled
    // period before a leader ("Copy line 19b.. ....") is a typo of the form, read as one.
    const label = normalize((rest.split(/\s{2,}|\.{3,}|_{2,}|\$/)[0] ?? '').replace(/[\uE000-\uF8FF]/g, '')).replace(/\.{2}$/, '.');
    // Form 122C-2's text layer runs "claims" and "such" of line 35 together (a dash glyph lost).
    const words = label.replace('claimssuch', 'claims such').split(' ').filter(Boolean).slice(0, maxWords);
    if (words.length === 0 || !/[A-Za-z]/.test(words[0] ?? '')) continue;
    const previous = labels.at(-1);
    // A sub-line printed level with its parent's label ("16a. ..." in the right column, on the row
    // above "16. What kind of debts"): the parent comes first in reading order.
    if (previous && previous.number !== number && previous.number.startsWith(number) && /^[a-z]$/.test(previous.number.slice(number.length))) {
      labels.splice(labels.length - 1, 0, { number, words: words.join(' ') });
      continue;
    }
    labels.push({ number, words: words.join(' ') });
  }
  return labels;
}

/** The labels of `official` missing from `rendition` or out of order (an empty list when all match). */
export function labelOrderProblems(official: readonly NumberedLabel[], rendition: string): string[] {
  const text = normalize(rendition);
  const problems: string[] = [];
  let position = 0;
  for (const label of official) {
    const needle = `${label.number}. ${label.words}`;
    const at = text.indexOf(needle, position);
    if (at >= 0) {
      position = at + needle.length;
      continue;
    }
    problems.push(text.includes(needle) ? `out of order: "${needle}"` : `missing: "${needle}"`);
  }
  return problems;
}

describe('numbered label extraction', () => {
  it('reads a numbered line up to its dot leader and stops at wide gaps', () => {
    const text = '1. Schedule A/B: Property (Official Form 106A/B)\n    1a. Copy line 55, Total real estate, from Schedule A/B .......   $ ____\n   2.1 Creditor name\n';
    expect(numberedLabels(text)).toEqual([
      { number: '1', words: 'Schedule A/B: Property (Official Form 106A/B)' },
      { number: '1a', words: 'Copy line 55, Total real estate,' },
    ]);
  });

  it('puts a parent line before its sub-line printed on the row above it', () => {
    const text = '  16a. Are your debts primarily consumer debts?\n16. What kind of debts do\n  16b. Are your debts primarily business\n';
    expect(numberedLabels(text).map((l) => l.number)).toEqual(['16', '16a', '16b']);
  });

  it('reports a missing label and one out of order', () => {
    const official = [
      { number: '1', words: 'First' },
      { number: '2', words: 'Second' },
      { number: '3', words: 'Third' },
    ];
    expect(labelOrderProblems(official, '1. First\n2.   Second\n3. Third')).toEqual([]);
    expect(labelOrderProblems(official, '2. Second 1. First 3. Third')).toEqual(['out of order: "2. Second"']);
    expect(labelOrderProblems(official, '1. First 3. Third')).toEqual(['missing: "2. Second"']);
  });
});

describe.skipIf(!HAS_FORMS || !HAS_PDFTOTEXT)('label order: every rendered form follows its official form', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'label-order-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  for (const definition of FORM_DEFINITIONS) {
    const official = path.join(FORMS_DIR, officialFileName(definition.number));
    it.skipIf(!existsSync(official))(`Official Form ${definition.number}: numbered labels of ${officialFileName(definition.number)} in order`, async () => {
      const officialText = pdfText(official);
      const labels = numberedLabels(officialText);
      const file = path.join(work, `${definition.number.replace('/', '')}.pdf`);
      writeFileSync(file, await renderFormPdf(definition, {}, { debtor1: 'Alex Sample', debtor2: 'Sam Sample', district: 'Eastern District of Michigan' }));
      const rendition = pdfText(file);
      // Every form carries its number and official title (a form without numbered lines, such as
      // 106Dec, is checked on these alone).
      expect(normalize(officialText)).toContain(normalize(`Official Form ${definition.number}`));
      expect(normalize(rendition)).toContain(normalize(`Official Form ${definition.number}`));
      expect(normalize(officialText)).toContain(normalize(definition.title));
      expect(normalize(rendition)).toContain(normalize(definition.title));
      expect(labelOrderProblems(labels, rendition)).toEqual([]);
    }, 30_000);
  }
});

if (!HAS_FORMS || !HAS_PDFTOTEXT) {
  describe('label order', () => {
    it.skip(
      !HAS_FORMS
        ? `skipped: the blank official forms are not at ${FORMS_DIR} (../shared/forms beside the project; set OFFICIAL_FORMS_DIR to point elsewhere)`
        : 'skipped: poppler’s pdftotext is not installed (apt-get install poppler-utils)',
      () => {},
    );
  });
}
