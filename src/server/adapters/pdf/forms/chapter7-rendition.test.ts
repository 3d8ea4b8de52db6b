/**
 * The Chapter 7 forms drawn for the fixture household and read back with `pdftotext -layout`: each
 * figure lands on the row of its line (skipped when poppler is not installed).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderFormPdf } from '../layout/render-form.ts';
import { FORM_106EF } from './106ef/definition.ts';
import { FORM_106I } from './106i/definition.ts';
import { FORM_106J } from './106j/definition.ts';
import { FORM_122A1 } from './122a-1/definition.ts';
import { captionFromCaseFile } from './caption.ts';
import { contextFor, fixtureCaseFile } from './test-support.ts';
import type { FormDefinition } from './types.ts';

const HAS_PDFTOTEXT = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!HAS_PDFTOTEXT)('Chapter 7 forms: figures on the right lines (pdftotext -layout)', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'ch7-rendition-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const caseFile = fixtureCaseFile();

  async function rows(definition: FormDefinition): Promise<string[]> {
    const file = path.join(work, `${definition.number.replace('/', '')}.pdf`);
    writeFileSync(file, await renderFormPdf(definition, definition.values(caseFile, contextFor(caseFile)), captionFromCaseFile(caseFile)));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\n');
  }
  /** The row where line `number` starts, with its amount on the same row or the next ones before another line starts. */
  const lineText = (text: string[], number: string) => {
    const start = text.findIndex((row) => new RegExp(`^\\s*${number.replace('.', '\\.')}\\.\\s`).test(row));
    expect(start, `line ${number} is printed`).toBeGreaterThanOrEqual(0);
    const next = text.findIndex((row, i) => i > start && /^\s*\d{1,2}[a-z]?\.\s/.test(row));
    return text.slice(start, next < 0 ? undefined : next).join(' ');
  };

  it('Schedule J: line 22c $5,000.00 and line 23c $500.00', async () => {
    const text = await rows(FORM_106J);
    expect(lineText(text, '22c')).toContain('5,000.00');
    expect(lineText(text, '23a')).toContain('5,500.00');
    expect(lineText(text, '23c')).toMatch(/\$\s*500\.00/);
    expect(lineText(text, '4')).toContain('1,500.00');
  });

  it('Schedule I: line 2 $4,000.00 and $3,000.00, line 12 $5,500.00', async () => {
    const text = await rows(FORM_106I);
    expect(lineText(text, '2')).toMatch(/4,000\.00[\s\S]*3,000\.00/);
    expect(lineText(text, '12')).toContain('5,500.00');
  });

  it('Schedule E/F: 6e $4,000.00 and 6j $15,000.00', async () => {
    const text = await rows(FORM_106EF);
    expect(lineText(text, '6e')).toContain('4,000.00');
    expect(lineText(text, '6j')).toContain('15,000.00');
  });

  it('Form 122A-1: line 11 $7,000.00, 12b $84,000.00, median $135,862.00', async () => {
    const text = await rows(FORM_122A1);
    expect(lineText(text, '11')).toContain('7,000.00');
    expect(lineText(text, '12b')).toContain('84,000.00');
    expect(lineText(text, '13')).toContain('135,862.00');
  });
});
