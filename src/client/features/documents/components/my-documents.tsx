import type * as React from 'react';
import { FolderOpen } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { MY_DOCUMENTS_HEADING_ID } from './document-list.tsx';
import '#client/i18n/en/premium.ts';

export interface MyDocumentsProps {
  /** True while the person's documents load (3 placeholder rows, spec 9). */
  isLoading: boolean;
  /** The list, once the documents API exists (a later issue); until then the empty state. */
  children?: React.ReactNode;
  onBrowsePremiumTools: () => void;
}

/** My Documents tab (spec 2.8): placeholders while loading, the list, or 'No documents yet'. */
export function MyDocuments({ isLoading, children, onBrowsePremiumTools }: MyDocumentsProps) {
  const t = useT();
  return (
    <section aria-labelledby={MY_DOCUMENTS_HEADING_ID} className="flex flex-col gap-4">
      <h2 id={MY_DOCUMENTS_HEADING_ID} tabIndex={-1} className="text-2xl font-bold tracking-tight focus-visible:outline-none">
        {t('documents.mine.heading')}
      </h2>
      {isLoading ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('documents.mine.loading')}</span>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} data-testid="documents-skeleton" className="h-16 w-full" />
          ))}
        </div>
      ) : children ? (
        children
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border p-8 text-center">
          <FolderOpen className="size-10 text-muted-foreground" aria-hidden="true" />
          <h3 className="text-lg font-semibold">{t('documents.mine.empty')}</h3>
          <p className="max-w-prose text-muted-foreground">{t('documents.mine.emptyText')}</p>
          <Button onClick={onBrowsePremiumTools}>{t('documents.mine.browse')}</Button>
        </div>
      )}
    </section>
  );
}
