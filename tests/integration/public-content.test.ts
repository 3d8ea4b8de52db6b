import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES } from '#shared/contracts/faqs.ts';
import { DOCUMENT_TEMPLATE_IDS } from '#shared/contracts/document-templates.ts';
import { createNewsRepository } from '#server/modules/news/repository.ts';
import { formatDollars } from '#shared/format/money.ts';
import { getFederalExemption } from '#shared/law/figures.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/news', () => {
  it('lists the seeded published articles, newest first, without drafts', async () => {
    await createNewsRepository(t.database.handle.db).create({
      slug: 'draft-only',
      title: 'A draft nobody should see',
      excerpt: '',
      content: 'Draft body',
      isPublished: false,
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/news' });
    expect(res.statusCode).toBe(200);
    const articles = res.json() as Array<{ title: string; isPublished: boolean; publishedAt: string }>;
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.every((a) => a.isPublished)).toBe(true);
    expect(articles.map((a) => a.title)).not.toContain('A draft nobody should see');
    const dates = articles.map((a) => Date.parse(a.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(JSON.stringify(articles)).not.toContain('{{');
  });

  it('returns one published article with its content, 404 for unknown ids and 400 for non-numbers', async () => {
    const [first] = (await t.app.inject({ method: 'GET', url: '/api/news' })).json() as Array<{ id: number }>;
    const one = await t.app.inject({ method: 'GET', url: `/api/news/${first!.id}` });
    expect(one.statusCode).toBe(200);
    expect((one.json() as { content: string }).content.length).toBeGreaterThan(200);

    const missing = await t.app.inject({ method: 'GET', url: '/api/news/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });

    const bad = await t.app.inject({ method: 'GET', url: '/api/news/abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Expected number, received nan' });
  });
});

describe('GET /api/faqs', () => {
  it('returns at least 20 FAQs in every category with current legal figures filled in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/faqs' });
    expect(res.statusCode).toBe(200);
    const faqs = res.json() as Array<{ id: number; category: string; question: string; answer: string }>;
    expect(faqs.length).toBeGreaterThanOrEqual(20);
    for (const category of FAQ_CATEGORIES) {
      expect(faqs.some((f) => f.category === category)).toBe(true);
    }
    expect(JSON.stringify(faqs)).not.toContain('{{');
  });

  it('gives each FAQ the footnote of the dated figures it prints, and none to one that prints none', async () => {
    const faqs = (await t.app.inject({ method: 'GET', url: '/api/faqs' })).json() as Array<{ answer: string; figureSources: Array<{ figuresText: string; effectiveDate: string; officialSource: string }> }>;
    const homestead = getFederalExemption('homestead');
    const withHomestead = faqs.find((f) => f.answer.includes(formatDollars(homestead.value)))!;
    expect(withHomestead.figureSources).toContainEqual(
      expect.objectContaining({ effectiveDate: homestead.effectiveDate, officialSource: homestead.officialSource, figuresText: expect.stringContaining(formatDollars(homestead.value)) }),
    );
    expect(faqs.some((f) => f.figureSources.length === 0)).toBe(true);
  });
});

describe('GET /api/document-templates', () => {
  it('returns the four document templates of the specification', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/document-templates' });
    expect(res.statusCode).toBe(200);
    const templates = res.json() as Array<{ id: string; category: string; isActive: boolean }>;
    expect(templates.map((x) => x.id).sort()).toEqual([...DOCUMENT_TEMPLATE_IDS].sort());
    expect(templates.every((x) => x.isActive && x.category.length > 0)).toBe(true);
  });
});

describe('GET /api/health', () => {
  it('reports the database as reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
