import { ContentPage } from '#client/components/layout/content-page.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { FaqGuide } from '#client/features/faqs/components/faq-guide.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import body, { title } from '#content/en/about.md';

/** About (spec 2.10): mission, why self-advocacy, and the full FAQ guide. */
export function Component() {
  return (
    <QueryProvider>
      <ContentPage title={title}>
        <Prose content={body} />
        <FaqGuide />
      </ContentPage>
    </QueryProvider>
  );
}
