import { FaqSearch } from '#client/features/faqs/components/faq-search.tsx';
import { AskQuestionBox } from '#client/features/community-posts/components/ask-question-box.tsx';
import { ShareStoryBox } from '#client/features/community-posts/components/share-story-box.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/home.ts';

/**
 * The left column of the signed-in home page (spec 2.3, layout two). Loaded only for signed-in
 * people (see routes/home.tsx), so its code is not part of what visitors download.
 */
export default function HomeCommunityColumn() {
  const t = useT();
  return (
    <aside aria-label={t('home.communityLabel')} className="flex min-w-0 flex-col gap-6">
      <ShareStoryBox />
      <AskQuestionBox />
      {/* The FAQ search fetches data: it needs the query client the home page no longer provides. */}
      <QueryProvider>
        <FaqSearch headingId="home-faq-search-heading" />
      </QueryProvider>
    </aside>
  );
}
