import { FaqPreview } from '#client/features/faqs/components/faq-preview.tsx';
import { NewsPreview } from '#client/features/news/components/news-preview.tsx';
import * as React from 'react';
import { useWebinarScheduled } from '#client/features/webinars/components/webinars-section.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

// Loaded here, after hydration: without a scheduled webinar (the usual case) nothing shows.
export { WebinarsSection } from '#client/features/webinars/components/webinars-section.tsx';

/** Tells the home page whether an admin has scheduled a webinar, once the answer arrives. */
export function WebinarScheduleWatcher({ onChange }: { onChange: (isScheduled: boolean) => void }) {
  const isScheduled = useWebinarScheduled();
  React.useEffect(() => onChange(isScheduled), [isScheduled, onChange]);
  return null;
}

/**
 * The home page's live data sections (news and FAQ previews, and the webinars section once one is scheduled). Loaded after the page has
 * hydrated (see routes/home.tsx), so the data library is not part of the home page's first
 * JavaScript; until then the same placeholders show as while the data loads.
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
