import * as React from 'react';
import type { ComponentType } from 'react';

export type PageModule = { Component: ComponentType };

type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

// Pages whose code is being fetched right now: the layout shows a progress bar meanwhile.
let pendingLoads = 0;
const listeners = new Set<() => void>();

function setPending(delta: number): void {
  pendingLoads += delta;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while the code of a page being opened is still loading. */
export function useIsPageLoading(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => pendingLoads > 0,
    () => false,
  );
}

export interface LazyPage {
  /** Renders the page; suspends until its code has arrived. */
  (): React.ReactNode;
  /** Starts (or reuses) the download of the page's code. */
  preload(): Promise<PageModule>;
}

/**
 * A page whose code is fetched on first use, so each public page ships only its own JavaScript.
 * Once loaded (for example by `preload()` before hydrating a prerendered page) it renders
 * synchronously: React reads the settled promise without suspending, so hydration matches the HTML.
 * A failed load is forgotten, so the next visit tries again.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let promise: TrackedPromise<PageModule> | undefined;

  const preload = (): TrackedPromise<PageModule> => {
    if (promise) return promise;
    const tracked: TrackedPromise<PageModule> = load();
    tracked.status = 'pending';
    setPending(1);
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
        setPending(-1);
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
        setPending(-1);
        if (promise === tracked) promise = undefined;
      },
    );
    promise = tracked;
    return tracked;
  };

  function Page() {
    const { Component } = React.use(preload() as Promise<PageModule>);
    return <Component />;
  }
  Page.preload = preload;
  return Page;
}
