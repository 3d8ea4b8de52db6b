import { FaqPreview } from '#client/features/faqs/components/faq-preview.tsx';
import { NewsPreview } from '#client/features/news/components/news-preview.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/**
 * The home page's live data sections (news and FAQ previews). Loaded when they come near (see
 * routes/home.tsx), so the data library is not part of the home page's first JavaScript; until
 * then the same placeholders show as while the data loads.
 */
export function LiveNewsPreview({ headingId }: { headingId: string }) {
  return (
    <QueryProvider>
      <NewsPreview headingId={headingId} />
    </QueryProvider>
  );
}

export function LiveFaqPreview({ headingId }: { headingId: string }) {
  return (
    <QueryProvider>
      <FaqPreview headingId={headingId} />
    </QueryProvider>
  );
}
