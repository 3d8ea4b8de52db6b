import { ContentPage } from '#client/components/layout/content-page.tsx';
import { OnThisPage } from '#client/components/layout/on-this-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { checklistHeadingId, PreparationChecklist, toChecklistGroups } from '#client/features/preparation/components/preparation-checklist.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { intro, sections, title } from '#content/en/preparation.md';

const GROUPS = toChecklistGroups(sections);
const CONTENTS = GROUPS.map(({ id, heading }) => ({ id: checklistHeadingId(id), label: heading }));

/** The preparation checklist (spec 2.5): intro, then the three cards. */
export function Component() {
  return (
    <QueryProvider>
      <ContentPage title={title} className="max-w-7xl">
        <OnThisPage items={CONTENTS} />
        <Prose content={intro} />
        <PreparationChecklist groups={GROUPS} />
      </ContentPage>
    </QueryProvider>
  );
}
