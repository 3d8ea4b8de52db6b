import * as React from 'react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';

/**
 * A route whose page loads in a chunk of its own, one step after the route: the entry every page
 * downloads lists each route's imports, so pages with many (a questionnaire, charts) keep them
 * out of it this way.
 */
export function deferredPage(load: () => Promise<{ default: React.ComponentType }>): React.ComponentType {
  const Page = React.lazy(load);
  return function DeferredPage() {
    const t = useT();
    return (
      <React.Suspense fallback={<Spinner label={t('ui.loading')} showLabel size="lg" className="flex justify-center py-16" />}>
        <Page />
      </React.Suspense>
    );
  };
}
