import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { helpfulServerMessage } = await import('./report-failure.ts');
const { ApiError } = await import('#client/lib/api-request.ts');

describe('helpfulServerMessage', () => {
  it('reads the message of a 4xx JSON error', () => {
    expect(helpfulServerMessage(new ApiError(404, 'Not Found', '{"message":"That person is not muted.","code":"NOT_FOUND"}'))).toBe('That person is not muted.');
  });

  it('ignores 5xx answers, bodies that are not JSON and other errors', () => {
    expect(helpfulServerMessage(new ApiError(500, 'Internal Server Error', '{"message":"Something went wrong"}'))).toBeNull();
    expect(helpfulServerMessage(new ApiError(400, 'Bad Request', '<html>'))).toBeNull();
    expect(helpfulServerMessage(new Error('offline'))).toBeNull();
  });
});
