import { ContentPage } from '#client/components/layout/content-page.tsx';
import { OnThisPage } from '#client/components/layout/on-this-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import body, { figureSources, sections, title } from '#content/en/chapter13.md';

// Each section's heading carries its id in the built HTML.
const CONTENTS = sections.map(({ id, heading }) => ({ id, label: heading }));

/** Chapter 13 education (spec 2.7), with jump links to its sections at the top. */
export function Component() {
  return (
    <ContentPage title={title}>
      <OnThisPage items={CONTENTS} />
      <Prose content={body} />
      <FigureSources notes={figureSources} />
    </ContentPage>
  );
}
