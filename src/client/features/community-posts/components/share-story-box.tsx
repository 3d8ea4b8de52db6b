import * as React from 'react';
import { Heart } from 'lucide-react';
import { STORY_MAX_LENGTH } from '#shared/contracts/community-limits.ts';
import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useCreateStory } from '../api/create-story.ts';
import { hasText } from '../lib/character-count.ts';
import { PostFormCard } from './post-form-card.tsx';
import type { HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

function ShareStoryForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT();
  const [content, setContent] = React.useState('');
  const createStory = useCreateStory();
  const canSubmit = hasText(content) && !createStory.isPending;

  const submit = () =>
    createStory.mutate(content.trim(), {
      onSuccess: () => {
        setContent('');
        toast({ title: t('communityPosts.story.successTitle'), description: t('communityPosts.story.successText') });
      },
      onError: (error) => {
        if (isUnauthorizedError(error)) {
          notifyUnauthorizedAndRedirect();
          return;
        }
        toast({ variant: 'destructive', title: t('communityPosts.errorTitle'), description: t('communityPosts.story.failureText') });
      },
    });

  return (
    <PostFormCard
      headingLevel={headingLevel}
      icon={<Heart className="size-5 shrink-0 text-primary" aria-hidden="true" />}
      heading={t('communityPosts.story.heading')}
      intro={t('communityPosts.story.intro')}
      label={t('communityPosts.story.label')}
      rows={5}
      maxLength={STORY_MAX_LENGTH}
      content={content}
      onContentChange={setContent}
      submitLabel={createStory.isPending ? t('communityPosts.story.pending') : t('communityPosts.story.submit')}
      canSubmit={canSubmit}
      onSubmit={submit}
    />
  );
}

/** 'Share Story' (spec 2.3): a story is sent for review with the title 'User Story'. */
export function ShareStoryBox({ headingLevel = 'h2' }: { headingLevel?: HeadingLevel }) {
  return (
    <QueryProvider>
      <ShareStoryForm headingLevel={headingLevel} />
    </QueryProvider>
  );
}
