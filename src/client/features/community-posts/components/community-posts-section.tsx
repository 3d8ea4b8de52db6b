import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';
import '#client/i18n/en/community-posts.ts';

export const COMMUNITY_POSTS_SECTION_ID = 'community-stories';

// Below the fold of /community: its code follows once the page has hydrated.
const loadContent = () => import('./community-posts-content.tsx');

/**
 * Stories and questions from the community (issue 5): the Share Story and Ask Question boxes and
 * the public lists of what admins approved. Safe to prerender: the heading shows at once, the
 * boxes and lists load in the browser.
 */
export function CommunityPostsSection() {
  const t = useT();
  const content = useDeferredModule(loadContent);
  const headingId = `${COMMUNITY_POSTS_SECTION_ID}-heading`;
  return (
    <section id={COMMUNITY_POSTS_SECTION_ID} tabIndex={-1} aria-labelledby={headingId} className="flex flex-col gap-8 focus:outline-none">
      <div className="flex flex-col gap-2">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          {t('communityPosts.section.heading')}
        </h2>
        <p className="max-w-3xl text-muted-foreground">{t('communityPosts.section.intro')}</p>
      </div>
      {content.module ? (
        <content.module.CommunityPostsContent />
      ) : content.hasFailed ? (
        <p className="text-muted-foreground">{t('communityPosts.loadFailed')}</p>
      ) : (
        <div aria-busy="true" className="grid gap-6 md:grid-cols-2">
          <span className="sr-only">{t('ui.loading')}</span>
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      )}
    </section>
  );
}
