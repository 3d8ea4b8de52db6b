import { Link } from 'react-router';
import { ArrowRight, Users } from 'lucide-react';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/community-posts-link.ts';

/** A pointer from other pages to the community stories and Q&A on /community. Static: safe to prerender. */
export function CommunityPostsLink({ headingId }: { headingId: string }) {
  const t = useT();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-xs">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <Users className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('communityPosts.link.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('communityPosts.link.text')}</p>
      <Link
        to="/community#community-stories"
        className="inline-flex min-h-10 items-center gap-2 self-start font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2"
      >
        {t('communityPosts.link.label')}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </section>
  );
}
