import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = {
    siteName: 'Test Help Center',
    supportEmail: 'help@test.example',
    supportPhone: '(800) 555-0100',
  };
});

const { loginUrl, notifyUnauthorizedAndRedirect, TOASTER_LOAD_WAIT_MS } = await import('./redirect-to-login.ts');
const toastModule = await import('#client/hooks/use-toast.ts');

describe('notifyUnauthorizedAndRedirect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', { location: { pathname: '/documents', search: '?tab=mine', hash: '' } });
    toastModule.setToasterOnScreen(true);
  });
  afterEach(() => {
    toastModule.setToasterOnScreen(false);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows a destructive toast, then goes to sign-in with the current path after the delay', () => {
    const toastSpy = vi.spyOn(toastModule, 'toast');
    const navigate = vi.fn();
    notifyUnauthorizedAndRedirect({ navigate });
    expect(toastSpy).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Unauthorized',
      description: 'You are logged out. Logging in again...',
    });
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/api/login?returnTo=%2Fdocuments%3Ftab%3Dmine');
  });

  it('redirects once when several requests fail together, and can be cancelled', () => {
    const navigate = vi.fn();
    notifyUnauthorizedAndRedirect({ navigate, delayMs: 1000 });
    const cancel = notifyUnauthorizedAndRedirect({ navigate, delayMs: 1000 });
    cancel();
    vi.advanceTimersByTime(2000);
    expect(navigate).not.toHaveBeenCalled();

    notifyUnauthorizedAndRedirect({ navigate, title: 'Please sign in', description: 'x', delayMs: 1000 });
    notifyUnauthorizedAndRedirect({ navigate, delayMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('counts down from when the notification area is on screen, or from its load limit', () => {
    toastModule.setToasterOnScreen(false);
    const navigate = vi.fn();
    notifyUnauthorizedAndRedirect({ navigate });
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
    toastModule.setToasterOnScreen(true);
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);

    toastModule.setToasterOnScreen(false);
    const offline = vi.fn();
    notifyUnauthorizedAndRedirect({ navigate: offline });
    vi.advanceTimersByTime(TOASTER_LOAD_WAIT_MS + 499);
    expect(offline).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(offline).toHaveBeenCalledTimes(1);
  });

  it('builds the sign-in address for any path', () => {
    expect(loginUrl('/news/3')).toBe('/api/login?returnTo=%2Fnews%2F3');
  });
});
