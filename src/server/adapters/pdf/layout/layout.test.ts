/**
 * The layout, tested once for every form: a table of 200 creditors runs on to continuation pages
 * (headings and the line repeated, every entry kept), long names wrap instead of running off the
 * page, names with accents are drawn with the standard fonts, and "Page x of y" counts the form's pages.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { FormDefinition, TableRow } from '../forms/types.ts';
import { HAS_PDFTOTEXT, pdfText } from '../testing/poppler.ts';
import { renderFormPdf } from './render-form.ts';

const text = pdfText;

const LONG_NAME = 'Bartholomew Maximilian Fitzgerald-Montgomery-Wellington the Third of the Very Long Family Name Holdings';

const TEST_FORM: FormDefinition<unknown> = {
  number: '999X',
  title: 'Test Schedule: Creditors',
  revision: '01/26',
  parts: [
    {
      number: 'Part 1',
      title: 'List Your Creditors',
      lines: [
        {
          id: '1',
          number: '1',
          kind: 'table',
          label: 'List every creditor.',
          rows: 4,
          columns: [
            { id: 'entry', label: '', width: 0.08, kind: 'text' },
            { id: 'name', label: 'Creditor’s name', width: 0.62, kind: 'text' },
            { id: 'amount', label: 'Amount of claim', width: 0.3, kind: 'amount' },
          ],
        },
        { id: '2', number: '2', kind: 'amount', total: true, label: 'Total claims' },
      ],
    },
  ],
  values: () => ({}),
};

const creditors = (n: number): TableRow[] =>
  Array.from({ length: n }, (_, i) => ({ cells: { entry: `1.${i + 1}`, name: i === 7 ? LONG_NAME : `Creditor number ${i + 1}`, amount: (i + 1) * 100 }, details: ['Who owes the debt? Debtor 1 only'] }));

describe('amount lines', () => {
  it('fill each page after a page break instead of one line a page', async () => {
    // 80 amount lines (Schedule I and J have about 40 each): at about 22 points a line, a few pages.
    const lines = Array.from({ length: 80 }, (_, i) => ({ id: `a${i}`, number: `${i + 1}`, kind: 'amount' as const, label: `Amount line ${i + 1}` }));
    const form: FormDefinition<unknown> = { number: '998X', title: 'Test Schedule: Amounts', revision: '01/26', parts: [{ number: 'Part 1', title: 'Amounts', lines }], values: () => ({}) };
    const pages = (await PDFDocument.load(await renderFormPdf(form, {}, { debtor1: 'Pat Doe', district: 'District of Delaware' }))).getPageCount();
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
  });
});

describe.skipIf(!HAS_PDFTOTEXT)('layout', () => {
  it('runs 200 creditors on to continuation pages, keeping every entry and numbering the pages', async () => {
    const bytes = await renderFormPdf(TEST_FORM, { '1': creditors(200), '2': 2_010_000 }, { debtor1: 'José Müller-Ñúñez', debtor2: 'Zoë Ångström', district: 'District of Puerto Rico' });
    const pages = (await PDFDocument.load(bytes)).getPageCount();
    expect(pages).toBeGreaterThan(5);
    const all = text(bytes);
    for (let i = 1; i <= 200; i += 1) expect(all).toContain(i === 8 ? '1.8' : `Creditor number ${i}`);
    expect(all).toContain('$200.00'); // the 200th entry
    expect(all).toContain('20,100.00'); // the total after the table
    const pageTexts = all.split('\f').filter((p) => p.trim());
    expect(pageTexts).toHaveLength(pages);
    pageTexts.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
    // Continuation pages repeat the part, the line and the column headings, under the debtor's name.
    expect(pageTexts[1]).toContain('List Your Creditors (continued)');
    expect(pageTexts[1]).toMatch(/Line 1 continued: entries \d+ to 200/);
    expect(pageTexts[1]).toContain('Amount of claim');
    expect(pageTexts[1]).toContain('José Müller-Ñúñez');
  }, 30_000);

  it('wraps a long name inside its column and draws accented names with the standard fonts', async () => {
    const bytes = await renderFormPdf(TEST_FORM, { '1': creditors(10) }, { debtor1: 'José Müller-Ñúñez', debtor2: 'Zoë Ångström', district: 'District of Puerto Rico' });
    const all = text(bytes);
    expect(all).toContain('José Müller-Ñúñez');
    expect(all).toContain('Zoë Ångström');
    const words = LONG_NAME.split(' ');
    // Every word of the long name is there, over more than one row of text.
    for (const word of words) expect(all).toContain(word);
    const row = all.split('\n').find((line) => line.includes('Bartholomew'))!;
    expect(row).not.toContain('Holdings');
    // Only the standard fonts, none embedded (pdffonts: name, type, encoding, emb, sub, uni, object).
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'layout-')), 'accents.pdf');
    writeFileSync(file, bytes);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).trim().split('\n').slice(2);
    expect(fonts.map((row) => row.split(/\s+/)[0]).sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    for (const row of fonts) expect(row.split(/\s+/)[4]).toBe('no');
  });

  it('draws characters outside the standard fonts as their plain letter rather than failing', async () => {
    const bytes = await renderFormPdf(TEST_FORM, { '1': [{ cells: { entry: '1.1', name: 'Łukasz Wiśniewski', amount: 100 } }] }, { debtor1: 'Nguyễn Văn An', district: 'District of Hawaii' });
    const all = text(bytes);
    expect(all).toContain('Lukasz Wisniewski');
    expect(all).toContain('Nguyen Van An');
  });
});
