import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-to.ts';

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
  ])('%j → %j', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
