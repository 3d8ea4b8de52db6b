import * as React from 'react';
import type { ToastActionElement, ToastProps } from '#client/components/ui/toast.tsx';

/** Only one toast is visible at a time (spec 4); a new one replaces the previous one. */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in memory this long before it is removed (spec 9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

type ToasterToast = ToastProps & {
  id: string;
  title?: React.ReactNode;
  description?: React.ReactNode;
  action?: ToastActionElement;
};

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  toastTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };

    case 'DISMISS_TOAST': {
      const { toastId } = action;
      // Side effect kept here, as in shadcn/ui, so dismissing stays a single call.
      if (toastId) {
        addToRemoveQueue(toastId);
      } else {
        state.toasts.forEach((toast) => addToRemoveQueue(toast.id));
      }
      return {
        ...state,
        toasts: state.toasts.map((toast) =>
          toast.id === toastId || toastId === undefined ? { ...toast, open: false } : toast,
        ),
      };
    }

    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((toast) => toast.id !== action.toastId) };
  }
}

const listeners: Array<(state: State) => void> = [];

let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

export type ToastInput = Omit<ToasterToast, 'id'>;

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (props: ToasterToast) => void;
}

/**
 * Shows a notification. Callable from anywhere (not only components), e.g.
 * `toast({ title: 'Story Submitted' })` or `toast({ variant: 'destructive', title: 'Error', description })`.
 */
export function toast(props: ToastInput): ToastHandle {
  const id = genId();
  const update = (next: ToasterToast) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });

  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

function subscribe(listener: (state: State) => void): () => void {
  listeners.push(listener);
  return () => {
    const index = listeners.indexOf(listener);
    if (index > -1) listeners.splice(index, 1);
  };
}

const getSnapshot = (): State => memoryState;

/** The current toasts plus `toast()` and `dismiss()`, for components. */
export function useToast() {
  const state = React.useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return {
    ...state,
    toast,
    dismiss: dismissToast,
  };
}

// The notification area's code loads lazily; a redirect that follows a toast waits for it to be on screen.
let toasterOnScreen = false;
const onScreenWaiters = new Set<() => void>();

/** Called by the Toaster when it mounts (true) and unmounts (false). */
export function setToasterOnScreen(onScreen: boolean): void {
  toasterOnScreen = onScreen;
  if (!onScreen) return;
  const waiters = [...onScreenWaiters];
  onScreenWaiters.clear();
  waiters.forEach((waiter) => waiter());
}

/**
 * Runs `callback` once the notification area is on screen, or after `maxWaitMs` if its code
 * never arrives (offline), so nothing waits forever. Returns a function that cancels.
 */
export function whenToasterOnScreen(callback: () => void, maxWaitMs: number): () => void {
  if (toasterOnScreen) {
    callback();
    return () => undefined;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    onScreenWaiters.delete(run);
    callback();
  };
  const fallback = setTimeout(run, maxWaitMs);
  onScreenWaiters.add(run);
  return () => {
    done = true;
    clearTimeout(fallback);
    onScreenWaiters.delete(run);
  };
}
