import * as React from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useCommunityStories } from '../api/get-community-stories.ts';
import { PostHeading, type HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

export const LIST_SKELETON_ROWS = 3;

export function ListSkeleton({ label }: { label: string }) {
  return (
    <ul aria-busy="true" className="flex flex-col gap-4">
      <li className="sr-only">{label}</li>
      {Array.from({ length: LIST_SKELETON_ROWS }, (_, index) => (
        <li key={index} aria-hidden="true" className="flex flex-col gap-2 rounded-lg border border-border p-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
        </li>
      ))}
    </ul>
  );
}

/** 'Community Stories' (published stories). Text is shown as text, never as HTML; line breaks are kept. */
export function CommunityStoriesList({ headingLevel = 'h2' }: { headingLevel?: HeadingLevel }) {
  const t = useT();
  const id = React.useId();
  const stories = useCommunityStories();

  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-4">
      <PostHeading level={headingLevel} id={`${id}-heading`}>
        {t('communityPosts.stories.heading')}
      </PostHeading>
      {stories.isPending ? (
        <ListSkeleton label={t('communityPosts.stories.loading')} />
      ) : stories.isError ? (
        <p className="text-muted-foreground">{t('communityPosts.stories.error')}</p>
      ) : stories.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">{t('communityPosts.stories.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {stories.data.map((story) => (
            <li key={story.id}>
              <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs" aria-label={t('communityPosts.stories.itemLabel', { name: story.authorName })}>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground">{story.authorName}</span>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={story.createdAt}>{formatShortDate(story.createdAt)}</time>
                </p>
                <p className="break-words whitespace-pre-line">{story.content}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
