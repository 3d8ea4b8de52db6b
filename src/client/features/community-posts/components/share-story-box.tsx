import { Heart } from 'lucide-react';
import type { CreateStory } from '#shared/contracts/community.ts';
import { STORY_MAX_LENGTH } from '#shared/contracts/community-limits.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useCreateStory } from '../api/create-story.ts';
import { hasText } from '../lib/character-count.ts';
import { PostFormCard, type PostFormValues } from './post-form-card.tsx';
import type { HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

// The rules (and Zod with them) load with the first submit, not with the page.
const loadSchema = () => import('#shared/contracts/community.ts').then((contract) => contract.createStorySchema);

function ShareStoryForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT();
  const form = useZodForm<PostFormValues, CreateStory>({ schema: loadSchema, defaultValues: { content: '' }, idPrefix: 'share-story' });
  const createStory = useCreateStory();
  const canSubmit = hasText(form.watch('content')) && !createStory.isPending;

  const submit = async (story: CreateStory) => {
    await createStory.mutateAsync(story.content);
    form.reset({ content: '' });
    toast({ title: t('communityPosts.story.successTitle'), description: t('communityPosts.story.successText') });
  };

  return (
    <PostFormCard
      form={form}
      headingLevel={headingLevel}
      icon={<Heart className="size-5 shrink-0 text-primary" aria-hidden="true" />}
      heading={t('communityPosts.story.heading')}
      intro={t('communityPosts.story.intro')}
      label={t('communityPosts.story.label')}
      rows={5}
      maxLength={STORY_MAX_LENGTH}
      submitLabel={createStory.isPending ? t('communityPosts.story.pending') : t('communityPosts.story.submit')}
      canSubmit={canSubmit}
      onValidSubmit={submit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('communityPosts.errorTitle'), fallback: t('communityPosts.story.failureText') })}
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
