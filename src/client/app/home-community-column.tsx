import * as React from 'react';
import { FaqSearch } from '#client/features/faqs/components/faq-search.tsx';
import { AskQuestionBox } from '#client/features/community-posts/components/ask-question-box.tsx';
import { ShareStoryBox } from '#client/features/community-posts/components/share-story-box.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/home.ts';

// Its own chunk: the home page is at its JavaScript budget.
const CourseProgressCard = React.lazy(() => import('#client/features/course/components/course-progress-card.tsx').then((m) => ({ default: m.CourseProgressCard })));

/**
 * The left column of the signed-in home page (spec 2.3, layout two). Loaded only for signed-in
 * people (see routes/home.tsx), so its code is not part of what visitors download; the same goes
 * for the course progress card at its top.
 */
export default function HomeCommunityColumn() {
  const t = useT();
  return (
    <aside aria-label={t('home.communityLabel')} className="flex min-w-0 flex-col gap-6">
      {/* The FAQ search and the course card fetch data: they need the query client the home page no longer provides. */}
      <QueryProvider>
        {/* "Lesson 3 of 8" for people enrolled in the course; nothing for others. */}
        <React.Suspense fallback={null}>
          <CourseProgressCard />
        </React.Suspense>
        <ShareStoryBox />
        <AskQuestionBox />
        <FaqSearch headingId="home-faq-search-heading" />
      </QueryProvider>
    </aside>
  );
}
