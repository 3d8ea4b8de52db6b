import { ContentPage } from '#client/components/layout/content-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { PreparationChecklist, toChecklistGroups } from '#client/features/preparation/components/preparation-checklist.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { intro, sections, title } from '#content/en/preparation.md';

const GROUPS = toChecklistGroups(sections);

/** The preparation checklist (spec 2.5): intro, then the three cards. */
export function Component() {
  return (
    <QueryProvider>
      <ContentPage title={title} className="max-w-7xl">
        <Prose content={intro} />
        <PreparationChecklist groups={GROUPS} />
      </ContentPage>
    </QueryProvider>
  );
}
