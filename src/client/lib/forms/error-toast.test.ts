import { describe, expect, it, vi } from 'vitest';
import { createErrorToastHolder } from './error-toast.ts';

const fakeToast = () => ({ id: '1', dismiss: vi.fn(), update: vi.fn() });

describe('a form’s error toast', () => {
  it('about the fields closes once they are fixed, not when sending is fine', () => {
    const holder = createErrorToastHolder();
    const toast = fakeToast();
    holder.hold(toast, 'fields');
    holder.close('sending');
    expect(toast.dismiss).not.toHaveBeenCalled();
    holder.close('fields');
    expect(toast.dismiss).toHaveBeenCalledOnce();
    holder.close();
    expect(toast.dismiss).toHaveBeenCalledOnce();
  });

  it('about sending stays while fields change and closes when a later submit goes through', () => {
    const holder = createErrorToastHolder();
    const toast = fakeToast();
    holder.hold(toast, 'sending');
    holder.close('fields');
    expect(toast.dismiss).not.toHaveBeenCalled();
    holder.close();
    expect(toast.dismiss).toHaveBeenCalledOnce();
  });

  it('holds nothing when no toast was shown', () => {
    const holder = createErrorToastHolder();
    holder.hold(undefined, 'fields');
    expect(() => holder.close()).not.toThrow();
  });
});
