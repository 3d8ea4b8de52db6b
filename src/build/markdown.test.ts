import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '../shared/site-config.ts';
import { PREPARATION_GROUPS } from '../shared/contracts/preparation-items.ts';
import { renderMarkdown, slugify } from './markdown.ts';

const site = { ...DEFAULT_PUBLIC_SITE_CONFIG, supportEmail: 'help@test.example' };
const ON = new Date('2026-06-15T12:00:00Z');

describe('renderMarkdown', () => {
  it('splits off the title, fills figures and contact details, and gives headings ids', () => {
    const page = renderMarkdown(
      '# Chapter 7\n\nThe fee is {{filingFee.chapter7}}. Write to {supportEmail}.\n\n## The means test\n\nText.\n\n### Step one\n\n## Step one\n\nMore [link](https://example.org) and [inside](/forms).\n',
      { site, onDate: ON },
    );
    expect(page.title).toBe('Chapter 7');
    expect(page.html).not.toContain('<h1');
    expect(page.intro).toContain('The fee is $338. Write to <a href="mailto:help@test.example">help@test.example</a>.');
    expect(page.html).toContain('<h2 id="the-means-test">The means test</h2>');
    expect(page.html).toContain('<h3 id="step-one">Step one</h3>');
    expect(page.html).toContain('<h2 id="step-one-2">Step one</h2>');
    expect(page.html).toContain('<a href="https://example.org" rel="noopener noreferrer">link</a>');
    expect(page.html).toContain('<a href="/forms">inside</a>');
    expect(page.sections.map((s) => s.id)).toEqual(['the-means-test', 'step-one-2']);
    expect(page.sections[0]!.html).toMatch(/^<h2 id="the-means-test">The means test<\/h2>/);
    expect(page.sections[0]!.html).toContain('<h3 id="step-one">');
  });

  it('picks out labelled list items for checklists', () => {
    const page = renderMarkdown('# List\n\n## Group\n\n- **Pay stubs**: Get *six* months.\n- plain item\n', { site, onDate: ON });
    expect(page.sections[0]!.items).toEqual([{ label: 'Pay stubs', html: 'Get <em>six</em> months.' }]);
  });

  it("lists when and where the page's dated figures come from, for its footnote", () => {
    const page = renderMarkdown('# X\n\nFee {{filingFee.chapter7}}; within {{creditCounseling.window}}; add {{medianIncome.addPerPersonOver4}}.', { site, onDate: ON });
    expect(page.figureSources.map((note) => [note.figures, note.effectiveDate])).toEqual([
      [['$338'], '2020-12-01'],
      [['$11,100'], '2026-04-01'],
    ]);
    expect(renderMarkdown('# X\n\nNo figures.', { site, onDate: ON }).figureSources).toEqual([]);
  });

  it('fills the premium price in force on the page day', () => {
    expect(renderMarkdown('# X\n\nIt costs {premiumMonthlyPrice} a month.', { site, onDate: ON }).html).toContain('It costs $9.95 a month.');
  });

  it('fails on unknown tokens and placeholders', () => {
    expect(() => renderMarkdown('# X\n\n{{filingFee.chapter8}}', { site, onDate: ON, fileName: 'x.md' })).toThrow(/x\.md: Unknown legal figure token/);
    expect(() => renderMarkdown('# X\n\nMail {supportMail}', { site, onDate: ON, fileName: 'x.md' })).toThrow(/x\.md: unknown placeholder \{supportMail\}/);
  });

  it('makes ids from heading text', () => {
    expect(slugify('Step 6: Go to the meeting of creditors (the "341 meeting")')).toBe('step-6-go-to-the-meeting-of-creditors-the-341-meeting');
  });
});

describe('content/en', () => {
  const dir = path.resolve(import.meta.dirname, '../../content/en');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.md')) : [];

  it.each(files)('%s renders with every figure and placeholder known', (file) => {
    const page = renderMarkdown(fs.readFileSync(path.join(dir, file), 'utf8'), { site, fileName: file });
    expect(page.html).not.toMatch(/\{\{|\}\}/);
    if (file !== 'webinars.md') expect(page.title.length, file).toBeGreaterThan(0);
  });

  it('preparation.md has one section per checklist group and one item per item id, in order', () => {
    const page = renderMarkdown(fs.readFileSync(path.join(dir, 'preparation.md'), 'utf8'), { site });
    expect(page.sections.map((s) => s.items.length)).toEqual(PREPARATION_GROUPS.map((g) => g.itemIds.length));
    expect(page.sections.map((s) => s.id)).toEqual(PREPARATION_GROUPS.map((g) => g.id));
  });
});
