import { ContentPage } from '#client/components/layout/content-page.tsx';
import { OnThisPage } from '#client/components/layout/on-this-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import body, { figureSources, sections, title } from '#content/en/chapter13.md';

const CONTENTS = sections.map(({ id, heading }) => ({ id, label: heading }));

/** Chapter 13 education (spec 2.7), with its contents at the top. */
export function Component() {
  return (
    <ContentPage title={title}>
      <OnThisPage items={CONTENTS} />
      <Prose content={body} />
      <FigureSources notes={figureSources} />
    </ContentPage>
  );
}
