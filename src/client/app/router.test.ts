import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
    siteName: 'Test Help Center',
    supportEmail: 'help@test.example',
    supportPhone: '(800) 555-0100',
  };
});

const { APP_ROUTES, buildRoutePath, findAppRoute, isAppRoute } = await import('#shared/routes.ts');
const { PAGES, PAGE_MODULES, matchAppRouteId } = await import('./router.tsx');
const { lazyPage } = await import('./lazy-page.tsx');

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
    expect(findAppRoute('/documents/0b5c/how-to-file')?.id).toBe('document-how-to-file');
    expect(findAppRoute('/Chapter7')?.id).toBe('chapter7');
  });

  it('builds paths with parameters', () => {
    expect(buildRoutePath('/documents/edit/:id', { id: 42 })).toBe('/documents/edit/42');
    expect(() => buildRoutePath('/assessment/results/:id')).toThrow();
  });
});

describe('client router', () => {
  // Loading the page modules themselves needs the build's Markdown plugin; the production build
  // (and the browser tests) cover that every page module exists and loads.
  it('has a lazily loaded page for every route and a catch-all not-found page', () => {
    for (const route of APP_ROUTES) {
      const concrete = buildRoutePath(route.path, { id: '1' });
      expect(matchAppRouteId(concrete), route.path).toBe(route.id);
      expect(typeof PAGE_MODULES[route.id], route.path).toBe('function');
      expect(typeof PAGES[route.id].preload, route.path).toBe('function');
    }
    expect(matchAppRouteId('/does/not/exist')).toBe('not-found');
  });
});

describe('lazyPage', () => {
  it('loads the code once and reuses it', async () => {
    const Component = () => null;
    const load = vi.fn(async () => ({ Component }));
    const page = lazyPage(load);
    const first = page.preload();
    expect(page.preload()).toBe(first);
    await expect(first).resolves.toEqual({ Component });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce({ Component: () => null });
    const page = lazyPage(load);
    await expect(page.preload()).rejects.toThrow(/dynamically imported/);
    await expect(page.preload()).resolves.toHaveProperty('Component');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
