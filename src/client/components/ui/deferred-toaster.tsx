import * as React from 'react';
import { useToast } from '#client/hooks/use-toast.ts';

const loadToaster = () => import('./toaster.tsx').then((module) => ({ default: module.Toaster }));
const LazyToaster = React.lazy(loadToaster);

/**
 * Mounts the Radix notification area only once a toast exists (its code is fetched while the
 * browser is idle), keeping it out of the JavaScript every page must load first.
 */
export function DeferredToaster() {
  const { toasts } = useToast();

  React.useEffect(() => {
    const preload = () => void loadToaster().catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 5000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 2000);
    return () => clearTimeout(timer);
  }, []);

  // A dismissed toast stays in the list (closed) until it is removed, so the area stays mounted meanwhile.
  if (toasts.length === 0) return null;
  return (
    <React.Suspense fallback={null}>
      <LazyToaster />
    </React.Suspense>
  );
}
