import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '#shared/contracts/faqs.ts';
import { fillLegalFigures, findLegalTextProblems, listLegalFigureTokens } from '#shared/law/legal-text.ts';
import { SEED_FAQS } from './faqs.ts';
import { COUNSELOR_FAQS_2026_12 } from './faqs-counselor-2026-12.ts';
import { SEED_NEWS_ARTICLES } from './news-articles.ts';

const SERVING_DATES = [new Date(), new Date('2026-11-22T12:00:00Z')];

const faqTexts = [...SEED_FAQS, ...COUNSELOR_FAQS_2026_12].flatMap((faq) => [
  { where: `FAQ "${faq.question}" question`, text: faq.question },
  { where: `FAQ "${faq.question}" answer`, text: faq.answer },
]);
const articleTexts = SEED_NEWS_ARTICLES.flatMap((article) => [
  { where: `article ${article.slug} title`, text: article.title },
  { where: `article ${article.slug} excerpt`, text: article.excerpt },
  { where: `article ${article.slug} content`, text: article.content },
]);
const allTexts = [...faqTexts, ...articleTexts];

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe('seed text and legal figures', () => {
  it.each(allTexts)('$where renders with current figures', ({ text }) => {
    expect(findLegalTextProblems(text)).toEqual([]);
    for (const onDate of SERVING_DATES) {
      const filled = fillLegalFigures(text, onDate);
      expect(filled).not.toContain('{{');
      expect(filled).not.toContain('}}');
      expect(filled).not.toMatch(/undefined|NaN/);
    }
  });

  it('never types a dollar amount: every amount is a {{token}}', () => {
    for (const { where, text } of allTexts) expect(text, where).not.toMatch(/\$\d/);
  });

  it('never types a deadline, waiting period or percentage (other than the credit-reporting periods)', () => {
    // Credit-report periods come from the Fair Credit Reporting Act and bureau practice, not from
    // the bankruptcy figures module, and are allowed as text.
    const ALLOWED = ['up to 10 years from the date you file', 'Chapter 7 case after 10 years', 'Chapter 13 case after 7 years'];
    for (const { where, text } of allTexts) {
      const rest = ALLOWED.reduce((t, phrase) => t.replaceAll(phrase, ''), text);
      expect(rest, where).not.toMatch(/\b\d+\s*(?:-|to)?\s*\d*\s+(?:days?|weeks?|months?|years?)\b/i);
      expect(rest, where).not.toMatch(/\d\s*(?:%|percent)/i);
      expect(rest, where).not.toMatch(
        /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|fourteen|twenty|thirty|forty|fifty|sixty|ninety)[ -](?:days?|weeks?|months?|years?|percent)\b/i,
      );
    }
  });

  it('uses the credit-reporting periods only in the credit report FAQ', () => {
    const mentions = SEED_FAQS.filter((f) => /\b10 years\b/.test(f.answer));
    expect(mentions.map((f) => f.question)).toEqual(['How long will bankruptcy stay on my credit report?']);
  });
});

describe('SEED_FAQS', () => {
  it('has at least 24 FAQs, at least 4 in each of the 5 categories', () => {
    expect(SEED_FAQS.length).toBeGreaterThanOrEqual(24);
    for (const category of FAQ_CATEGORIES) {
      expect(SEED_FAQS.filter((f) => f.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(SEED_FAQS.map((f) => f.category))).toEqual(new Set(FAQ_CATEGORIES));
  });

  it('has unique questions and unique sort orders', () => {
    expect(new Set(SEED_FAQS.map((f) => f.question)).size).toBe(SEED_FAQS.length);
    expect(new Set(SEED_FAQS.map((f) => f.sortOrder)).size).toBe(SEED_FAQS.length);
  });

  it('puts the three questions of the home page preview first', () => {
    const firstThree = [...SEED_FAQS].sort((a, b) => a.sortOrder - b.sortOrder).slice(0, 3);
    expect(firstThree.map((f) => f.question)).toEqual([
      'What is the difference between Chapter 7 and Chapter 13?',
      'Can I file for bankruptcy without a lawyer?',
      'What is the automatic stay?',
    ]);
  });

  it.each(SEED_FAQS)('"$question" is plain text in short paragraphs', ({ question, answer }) => {
    expect(question.endsWith('?')).toBe(true);
    expect(answer).not.toMatch(/<[a-z/][^>]*>/i);
    expect(answer).not.toMatch(/^\s*(?:[-*#]|\d+\.)\s/m);
    expect(answer).not.toMatch(/\n{3,}/);
    expect(answer.trim()).toBe(answer);
    expect(wordCount(answer)).toBeGreaterThanOrEqual(40);
    for (const paragraph of answer.split('\n\n')) expect(paragraph).not.toContain('\n');
  });

  it('sends readers to legal help and never claims to give legal advice', () => {
    const all = SEED_FAQS.map((f) => f.answer).join('\n');
    expect(all).toMatch(/not legal advice/);
    expect(SEED_FAQS.filter((f) => /legal aid|attorney|lawyer/i.test(f.answer)).length).toBeGreaterThanOrEqual(12);
  });
});

describe('SEED_NEWS_ARTICLES', () => {
  it('has at least 6 articles with unique, URL-safe slugs', () => {
    expect(SEED_NEWS_ARTICLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(SEED_NEWS_ARTICLES.map((a) => a.slug)).size).toBe(SEED_NEWS_ARTICLES.length);
    for (const { slug } of SEED_NEWS_ARTICLES) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it.each(SEED_NEWS_ARTICLES)('$slug is dated, sized and written as simple Markdown', (article) => {
    expect(article.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.publishedAt >= '2025-04-01' && article.publishedAt <= '2026-11-01').toBe(true);
    const words = wordCount(fillLegalFigures(article.content));
    expect(words).toBeGreaterThanOrEqual(300);
    expect(words).toBeLessThanOrEqual(600);
    expect(article.excerpt.length).toBeGreaterThan(40);
    expect(wordCount(article.excerpt)).toBeLessThan(60);
    expect(article.content).not.toMatch(/<[a-z/][^>]*>/i);
    expect(article.content).not.toMatch(/^\s*(?:#|\*|\d+\.)\s/m);
    expect(article.content).toMatch(/not legal advice/);
  });

  it.each(SEED_NEWS_ARTICLES)('$slug only cites figures that were in force when it was published', (article) => {
    const published = new Date(`${article.publishedAt}T12:00:00Z`);
    for (const text of [article.title, article.excerpt, article.content]) {
      expect(() => fillLegalFigures(text, published)).not.toThrow();
      for (const token of listLegalFigureTokens(text)) {
        const pinned = /@(\d{4}-\d{2}-\d{2})$/.exec(token)?.[1];
        if (pinned) expect(pinned <= article.publishedAt, token).toBe(true);
      }
    }
  });

  it('covers the debt limit change with the figures of April 1, 2025, whatever the serving date', () => {
    const article = SEED_NEWS_ARTICLES.find((a) => a.slug === 'chapter-13-debt-limits-changed-april-2025')!;
    for (const onDate of [new Date('2026-11-22T12:00:00Z'), new Date('2030-01-01T12:00:00Z')]) {
      const content = fillLegalFigures(article.content, onDate);
      expect(content).toContain('less than $526,700. Just before the change, the limit was $465,275.');
      expect(content).toContain('less than $1,580,125. Just before the change, the limit was $1,395,875.');
      expect(fillLegalFigures(article.title, onDate)).toBe('Chapter 13 debt limits changed on April 1, 2025');
    }
  });
});

describe('legal corrections of issue 39', () => {
  it('§727(a)(8) and §727(a)(9): "Who cannot get a Chapter 7 discharge?" names Chapter 11 and the Chapter 12 and 13 bar', () => {
    const faq = SEED_FAQS.find((f) => f.question === 'Who cannot get a Chapter 7 discharge?')!;
    const filled = fillLegalFigures(faq.answer, new Date('2026-12-07T12:00:00Z'));
    expect(filled).toContain('Chapter 7 or Chapter 11 case you filed less than 8 years');
    expect(filled).toContain('Chapter 12 or Chapter 13 case you filed less than 6 years');
    expect(filled).toMatch(/good faith and was your best effort/);
  });
});
