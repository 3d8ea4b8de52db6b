import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, reducer } from './use-toast.ts';

const toastWith = (id: string) => ({ id, title: id, open: true });

describe('toast reducer', () => {
  it('keeps only one toast: the newest replaces the previous one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastWith('1') });
    state = reducer(state, { type: 'ADD_TOAST', toast: toastWith('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes a dismissed toast and removes it later', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastWith('a') });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state.toasts[0]?.open).toBe(false);
    state = reducer(state, { type: 'REMOVE_TOAST', toastId: 'a' });
    expect(state.toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toastWith('a') });
    state = reducer(state, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'Changed' } });
    expect(state.toasts[0]?.title).toBe('Changed');
  });
});
