import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/documents', '/documents'],
    ['/assessment/results/42?tab=1#top', '/assessment/results/42?tab=1#top'],
    ['https://evil.example', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/api/logout', '/'],
    ['/ok\nSet-Cookie: x', '/'],
    [undefined, '/'],
    [42, '/'],
    // Dot segments that would leave `//host` or an /api path after normalizing.
    ['/..//evil.example', '/'],
    ['/.//evil.example', '/'],
    ['/a/..//evil.example/x', '/'],
    ['/%2e%2e//evil.example', '/'],
    ['/x/../api/logout', '/'],
    ['/./api/login', '/'],
    ['/news/../chapter7', '/chapter7'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  const tricky = [
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2Fevil.example',
    '/a/b/../../..//evil.example',
    '/..\\evil.example',
    '/..%5cevil.example',
    '/%09/evil.example',
    '/ /evil.example',
    '/x/../api/logout',
    '/#//evil.example',
    '/?next=//evil.example',
  ];
  it.each(tricky)('is idempotent and stays on the site for %j', (input) => {
    const once = safeReturnPath(input);
    expect(safeReturnPath(once)).toBe(once);
    expect(once.startsWith('//')).toBe(false);
    expect(once.startsWith('/\\')).toBe(false);
    expect(once.startsWith('/')).toBe(true);
  });

  it('is idempotent for any path-like string', () => {
    const pathLike = fc.stringMatching(/^\/[./\\a-z%0-9?#:@ -]{0,30}$/);
    fc.assert(
      fc.property(fc.oneof(pathLike, fc.string()), (input) => {
        const once = safeReturnPath(input);
        expect(safeReturnPath(once)).toBe(once);
        expect(once.startsWith('//') || once.startsWith('/\\')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
});
