import { ContentPage } from '#client/components/layout/content-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import body, { figureSources, title } from '#content/en/chapter13.md';

/** Chapter 13 education (spec 2.7). */
export function Component() {
  return (
    <ContentPage title={title}>
      <Prose content={body} />
      <FigureSources notes={figureSources} />
    </ContentPage>
  );
}
