import { describe, expect, it } from 'vitest';
import { originForm } from './request-target.ts';

describe('originForm', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/news?page=2', '/api/news?page=2'],
    ['http://localhost:3000/api/start-assessment', '/api/start-assessment'],
    ['HTTPS://Example.COM/api/faqs?x=1', '/api/faqs?x=1'],
    ['http://user:secret@example.com:99/api/a%2Fb', '/api/a%2Fb'],
    ['http://[::1]:3000/idp/auth', '/idp/auth'],
    ['http://example.com', '/'],
    ['http://example.com?next=/api/x', '/?next=/api/x'],
    ['http:///api/x', '/api/x'],
    // Not the absolute form of an HTTP URL: no route takes these, so they stay as they are.
    ['*', '*'],
    ['ftp://example.com/api/x', 'ftp://example.com/api/x'],
  ])('%s is routed as %s', (target, path) => {
    expect(originForm(target)).toBe(path);
  });
});
