import * as React from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useT } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';

/**
 * A list's three states in one place: loading placeholders, a load error with Try again, or
 * `children(data)`. A 401 (the session ended while the page was open) starts the sign-in-again flow.
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => React.ReactNode }) {
  const t = useT();
  const isUnauthorized = query.isError && isUnauthorizedError(query.error);

  React.useEffect(() => {
    if (isUnauthorized) notifyUnauthorizedAndRedirect();
  }, [isUnauthorized]);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('ui.loading')}</span>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-border p-4">
        <p>{t('ui.loadError')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">{children}</p>;
}
