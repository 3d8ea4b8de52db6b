import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
    siteName: 'Test Help Center',
    supportEmail: 'help@test.example',
    supportPhone: '(800) 555-0100',
  };
});

const { APP_ROUTES, buildRoutePath, findAppRoute, isAppRoute } = await import('#shared/routes.ts');
const { createAppRoutes } = await import('./router.tsx');

describe('route table', () => {
  it('lists every path of the specification', () => {
    expect(APP_ROUTES.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/', '/news', '/news/:id', '/preparation', '/chapter7', '/chapter13', '/community', '/about', '/contact',
        '/privacy-policy', '/terms-of-service', '/disclaimer', '/forms', '/subscribe', '/subscribe-success', '/account',
        '/documents', '/documents/edit/:id', '/assessment', '/assessment/questionnaire/:id', '/assessment/results/:id',
        '/resources', '/admin',
      ]),
    );
  });

  it('has unique ids, paths and titles, and one-sentence descriptions', () => {
    for (const key of ['id', 'path', 'title'] as const) {
      expect(new Set(APP_ROUTES.map((r) => r[key])).size).toBe(APP_ROUTES.length);
    }
    for (const route of APP_ROUTES) {
      expect(route.description, route.id).toMatch(/^[A-Z][^.!?]*\.$/);
      if (route.prerender) expect(route.access, route.id).toBe('public');
      if (route.path.includes(':')) expect(route.prerender, route.id).toBe(false);
    }
  });

  it('tells known page paths from unknown ones', () => {
    for (const path of ['/', '/news', '/news/12', '/chapter7/', '/documents/edit/abc', '/assessment/results/9', '/admin']) {
      expect(isAppRoute(path), path).toBe(true);
    }
    for (const path of ['/nope', '/news/1/2', '/documents/edit', '/documents/edit/', '/api/news', '/assessment/other/1']) {
      expect(isAppRoute(path), path).toBe(false);
    }
    expect(findAppRoute('/news/12')?.id).toBe('news-article');
    expect(findAppRoute('/Chapter7')?.id).toBe('chapter7');
  });

  it('builds paths with parameters', () => {
    expect(buildRoutePath('/documents/edit/:id', { id: 42 })).toBe('/documents/edit/42');
    expect(() => buildRoutePath('/assessment/results/:id')).toThrow();
  });
});

describe('client router', () => {
  it('has a lazily loaded page for every route and a catch-all not-found page', async () => {
    const routes = createAppRoutes();
    for (const route of APP_ROUTES) {
      const concrete = buildRoutePath(route.path, { id: '1' });
      const matches = matchRoutes(routes, concrete) ?? [];
      const leaf = matches.at(-1)?.route;
      expect(leaf?.id, route.path).toBe(route.id);
      expect(typeof leaf?.lazy, route.path).toBe('function');
      const loaded = await (leaf!.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, route.path).toBe('function');
    }
    expect(matchRoutes(routes, '/does/not/exist')?.at(-1)?.route.id).toBe('not-found');
  });
});
