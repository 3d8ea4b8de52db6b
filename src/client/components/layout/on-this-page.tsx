import * as React from 'react';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import '#client/i18n/en/on-this-page.ts';

export interface OnThisPageItem {
  /** The id of the heading or section to jump to. */
  id: string;
  label: string;
}

/**
 * "On this page": jump links at the top of a long page (issue 17: /chapter7 is 29 phone screens).
 * Plain `#id` links, so they work before the page's script and move keyboard focus with the view.
 * `featured` is the one thing most people came for (the means test calculator), as a button.
 */
export function OnThisPage({ items, featured, className }: { items: readonly OnThisPageItem[]; featured?: OnThisPageItem; className?: string }) {
  const t = useT();
  const headingId = React.useId();
  return (
    <nav aria-labelledby={headingId} className={cn('flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:p-5', className)} data-testid="on-this-page">
      <h2 id={headingId} className="text-base font-semibold">
        {t('page.onThisPage')}
      </h2>
      {featured ? (
        <a
          href={`#${featured.id}`}
          className="inline-flex min-h-11 items-center self-start rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90"
        >
          {featured.label}
        </a>
      ) : null}
      <ol className="grid gap-x-6 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="inline-flex min-h-9 items-center py-1 font-medium text-link underline-offset-4 hover:underline">
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
