import * as React from 'react';

export interface DeferredModule<T> {
  module: T | null;
  hasFailed: boolean;
}

/**
 * Loads a module after the page has hydrated (first render shows without it, on the server and
 * in the browser alike). For parts below the fold that need more code, such as live data
 * sections: the page works and hydrates first, and the extra code follows. `load` must be a
 * stable function (defined at module level, or kept with useCallback); lib/when-near.ts waits
 * for a part far below the first screen to come near.
 */
export function useDeferredModule<T>(load: () => Promise<T>): DeferredModule<T> {
  const [state, setState] = React.useState<DeferredModule<T>>({ module: null, hasFailed: false });
  React.useEffect(() => {
    let isActive = true;
    // As transitions: drawing the sections is then sliced like hydration, not one long task.
    load().then(
      (module) => {
        if (isActive) React.startTransition(() => setState({ module, hasFailed: false }));
      },
      () => {
        if (isActive) React.startTransition(() => setState({ module: null, hasFailed: true }));
      },
    );
    return () => {
      isActive = false;
    };
  }, [load]);
  return state;
}
