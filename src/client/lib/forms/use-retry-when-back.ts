import * as React from 'react';
import type { Autosaver } from './autosaver.ts';

/**
 * Tries a failed save again as soon as it can work: the network is back, or the person returns to
 * this tab (after signing in again in another one, say).
 */
export function useRetryWhenBack(saver: Pick<Autosaver<unknown>, 'retry'>): void {
  React.useEffect(() => {
    const retry = () => saver.retry();
    const onVisible = () => {
      if (document.visibilityState === 'visible') saver.retry();
    };
    window.addEventListener('online', retry);
    window.addEventListener('focus', retry);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', retry);
      window.removeEventListener('focus', retry);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [saver]);
}
