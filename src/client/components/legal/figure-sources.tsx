import * as React from 'react';
import type { FigureSourceNote } from '#shared/law/legal-text.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';

/**
 * The footnote of a page's legal figures: for each group of figures, the day they took effect and
 * the official source a reader can check. Fed by the dated data module at build time (the
 * `figureSources` of a Markdown page, or `virtual:legal-figure-sources/<tokens>`), which also
 * formats the figures and dates for readers, so this stays small on every page. Renders nothing
 * when the page has no dated figure.
 */
export function FigureSources({ notes, className }: { notes: readonly FigureSourceNote[]; className?: string }) {
  const t = useT();
  const headingId = React.useId();
  if (notes.length === 0) return null;
  return (
    <aside aria-labelledby={headingId} className={cn('flex flex-col gap-2 border-t border-border pt-4 text-sm text-muted-foreground', className)}>
      <p id={headingId} className="font-semibold text-foreground">
        {t('figureSources.heading')}
      </p>
      <ul className="flex list-disc flex-col gap-1.5 pl-5">
        {notes.map((note) => (
          <li key={`${note.effectiveDate} ${note.officialSource}`}>
            {t('figureSources.item', { figures: note.figuresText, date: note.effectiveDateText, source: note.officialSource })}
          </li>
        ))}
      </ul>
      <p>{t('figureSources.check')}</p>
    </aside>
  );
}
