import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const toastModule = await import('#client/hooks/use-toast.ts');
const { reportApiFailure } = await import('./report-api-failure.ts');
const { ApiError } = await import('#client/lib/api-request.ts');

const apiError = (status: number, body: unknown) => new ApiError(status, 'Status', typeof body === 'string' ? body : JSON.stringify(body));
const report = { title: 'Could not send your message', fallback: 'Please try again.' };

describe('reportApiFailure', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { pathname: '/admin', search: '', hash: '', href: '' } });
  });
  afterEach(() => {
    vi.runAllTimers();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows the server's reason for a refused request (SSN warning, rate limit, not muted)", () => {
    const toast = vi.spyOn(toastModule, 'toast');
    reportApiFailure(apiError(400, { message: 'For your safety, do not share a Social Security number in chat.', code: 'VALIDATION_FAILED' }), report);
    reportApiFailure(apiError(429, { message: 'You are sending messages too quickly', code: 'RATE_LIMITED' }), report);
    reportApiFailure(apiError(404, { message: 'That person is not muted.', code: 'NOT_FOUND' }), report);
    expect(toast.mock.calls.map(([input]) => input)).toEqual([
      { variant: 'destructive', title: report.title, description: 'For your safety, do not share a Social Security number in chat.' },
      { variant: 'destructive', title: report.title, description: 'You are sending messages too quickly' },
      { variant: 'destructive', title: report.title, description: 'That person is not muted.' },
    ]);
  });

  it('falls back for server errors, bodies without a message and network failures', () => {
    const toast = vi.spyOn(toastModule, 'toast');
    reportApiFailure(apiError(500, { message: 'Something went wrong' }), report);
    reportApiFailure(apiError(502, '<html>'), report);
    reportApiFailure(apiError(400, { message: '  ' }), report);
    reportApiFailure(new TypeError('Failed to fetch'), report);
    expect(toast.mock.calls.map(([input]) => input.description)).toEqual(['Please try again.', 'Please try again.', 'Please try again.', 'Please try again.']);
    reportApiFailure(new TypeError('Failed to fetch'), { title: 'Could not save' });
    expect(toast).toHaveBeenLastCalledWith({ variant: 'destructive', title: 'Could not save', description: undefined });
  });

  it('sends a lapsed session to sign in again instead of showing the title', () => {
    const toast = vi.spyOn(toastModule, 'toast');
    reportApiFailure(apiError(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' }), report);
    expect(toast).toHaveBeenCalledOnce();
    expect(toast.mock.calls[0]![0].title).not.toBe(report.title);
    vi.runAllTimers();
    expect(window.location.href).toBe('/api/login?returnTo=%2Fadmin');
  });
});
