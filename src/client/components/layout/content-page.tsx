import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';
import { PageContainer } from './page-container.tsx';

/** A reading page: the h1 and its text at a comfortable line length. */
export function ContentPage({ title, children, className }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <PageContainer width="narrow" className={cn('py-10 sm:py-14', className)}>
      <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <div className="mt-6 flex flex-col gap-10">{children}</div>
    </PageContainer>
  );
}

/**
 * Splits a page's sections around the ones with the given ids: `[before and including the first,
 * after it up to (not including) the second, from the second on]`. A missing id puts its cut at the end.
 */
export function splitSections<T extends { id: string }>(sections: readonly T[], afterId: string, beforeId: string): [T[], T[], T[]] {
  const afterIndex = sections.findIndex((s) => s.id === afterId);
  const cut1 = afterIndex === -1 ? sections.length : afterIndex + 1;
  const beforeIndex = sections.findIndex((s, index) => index >= cut1 && s.id === beforeId);
  const cut2 = beforeIndex === -1 ? sections.length : beforeIndex;
  return [sections.slice(0, cut1), sections.slice(cut1, cut2), sections.slice(cut2)];
}
