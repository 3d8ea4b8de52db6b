import { ContentPage } from '#client/components/layout/content-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import body, { title } from '#content/en/terms-of-service.md';

/** Legal page (spec 2.18), from content/en/terms-of-service.md. */
export function Component() {
  return (
    <ContentPage title={title}>
      <Prose content={body} />
    </ContentPage>
  );
}
