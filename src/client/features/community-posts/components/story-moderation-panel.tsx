import type { Story } from '#shared/contracts/community.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useAdminStories } from '../api/get-admin-stories.ts';
import { useSetStoryStatus } from '../api/set-story-status.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { ModerationActions, PublishedBadge } from './moderation-actions.tsx';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';

function StoryItem({ story }: { story: Story }) {
  const t = useT();
  const setStatus = useSetStoryStatus();

  const moderate = (approve: boolean) =>
    setStatus.mutate(
      { id: story.id, status: { isApproved: approve, isPublished: approve } },
      {
        onSuccess: () => toast({ title: t('admin.stories.updatedTitle'), description: t(approve ? 'admin.stories.approvedText' : 'admin.stories.rejectedText') }),
        onError: (error) => reportApiFailure(error, { title: t('admin.stories.updateFailed') }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-story">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <PublishedBadge isPublished={story.isPublished} />
        <span>
          <span className="font-semibold text-foreground">{story.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={story.createdAt}>{formatShortDate(story.createdAt)}</time>
        </span>
      </div>
      <p className="break-words whitespace-pre-line">{story.content}</p>
      <ModerationActions
        isApproved={story.isApproved}
        isPending={setStatus.isPending}
        itemLabel={t('admin.stories.itemLabel', { name: story.authorName })}
        onApprove={() => moderate(true)}
        onReject={() => moderate(false)}
      />
    </li>
  );
}

/** The User Stories tab (spec 2.17). */
export function StoryModerationPanel() {
  const t = useT();
  const stories = useAdminStories();
  return (
    <section aria-labelledby="admin-stories-heading" className="flex flex-col gap-4">
      <h2 id="admin-stories-heading" className="text-xl font-semibold">
        {t('admin.tabs.stories')}
      </h2>
      <QueryState query={stories}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('admin.stories.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((story) => (
                <StoryItem key={story.id} story={story} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
