import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Question, Story } from '#shared/contracts/community.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useOwnPosts } from '../api/get-own-posts.ts';
import '#client/i18n/en/community-posts.ts';

function ReviewBadge({ isPublished }: { isPublished: boolean }) {
  const t = useT();
  // Words, not only the badge's colour, say where the post stands.
  return <Badge variant={isPublished ? 'success' : 'warning'}>{isPublished ? t('communityPosts.yours.published') : t('communityPosts.yours.pending')}</Badge>;
}

function OwnPost({ kind, post }: { kind: 'story' | 'question'; post: Story | Question }) {
  const t = useT();
  const question = kind === 'question' ? (post as Question) : null;
  return (
    <article className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <ReviewBadge isPublished={post.isPublished} />
        <span>
          {kind === 'story' ? t('communityPosts.yours.storyLabel') : t('communityPosts.yours.questionLabel')}
          <span aria-hidden="true"> · </span>
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
        </span>
      </div>
      <p className="line-clamp-4 break-words whitespace-pre-line">{post.content}</p>
      {question?.answer ? (
        <div className="rounded-md border-l-4 border-primary bg-secondary/60 p-3">
          <p className="text-sm font-semibold">{t('communityPosts.questions.answerHeading')}</p>
          <p className="mt-1 break-words whitespace-pre-line">{question.answer}</p>
        </div>
      ) : question ? (
        <p className="text-sm text-muted-foreground">{t('communityPosts.questions.noAnswer')}</p>
      ) : null}
    </article>
  );
}

/**
 * "Your posts" (issue 17): the signed-in person's own stories and questions, with where each
 * stands (in review or published) and the team's answer. Nothing for visitors.
 */
export function YourPosts({ headingLevel: Heading = 'h2', showCommunityLink = false }: { headingLevel?: 'h2' | 'h3'; showCommunityLink?: boolean }) {
  const t = useT();
  const id = React.useId();
  const isAuthenticated = useAuthField('isAuthenticated');
  const posts = useOwnPosts({ enabled: isAuthenticated });
  const queryClient = useQueryClient();
  const { refetch } = posts;
  // A story or question just shared on this page (any successful change, in fact) shows here at once.
  React.useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (isAuthenticated && event.type === 'updated' && event.action.type === 'success') void refetch();
      }),
    [queryClient, refetch, isAuthenticated],
  );
  if (!isAuthenticated) return null;

  const items = posts.data ? [...posts.data.stories.map((post) => ({ kind: 'story' as const, post })), ...posts.data.questions.map((post) => ({ kind: 'question' as const, post }))].sort((a, b) => b.post.createdAt.localeCompare(a.post.createdAt)) : [];

  return (
    <section id="your-posts" tabIndex={-1} aria-labelledby={`${id}-heading`} data-testid="your-posts" className="flex min-w-0 scroll-mt-4 flex-col gap-3 focus-visible:outline-none">
      <Heading id={`${id}-heading`} className="text-lg leading-snug font-semibold">
        {t('communityPosts.yours.heading')}
      </Heading>
      <p className="text-sm text-muted-foreground">{t('communityPosts.yours.intro')}</p>
      {posts.isPending ? (
        <p className="text-muted-foreground" aria-busy="true">
          {t('communityPosts.yours.loading')}
        </p>
      ) : posts.isError ? (
        <p className="text-muted-foreground">{t('communityPosts.yours.error')}</p>
      ) : items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">
          {t('communityPosts.yours.empty')}{' '}
          {showCommunityLink ? (
            <Link to="/community#community-stories" className="text-link-inline font-medium">
              {t('communityPosts.yours.shareLink')}
            </Link>
          ) : null}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map(({ kind, post }) => (
            <li key={`${kind}-${post.id}`}>
              <OwnPost kind={kind} post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
