import * as React from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { QUESTION_CATEGORIES, QUESTION_MAX_LENGTH, type QuestionCategory } from '#shared/contracts/community-limits.ts';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useCreateQuestion } from '../api/create-question.ts';
import { hasText } from '../lib/character-count.ts';
import { CATEGORY_LABEL_KEYS } from '../lib/category-labels.ts';
import { PostFormCard } from './post-form-card.tsx';
import type { HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

const isCategory = (value: string): value is QuestionCategory => (QUESTION_CATEGORIES as readonly string[]).includes(value);

function AskQuestionForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT();
  const [content, setContent] = React.useState('');
  const [category, setCategory] = React.useState<QuestionCategory | ''>('');
  const createQuestion = useCreateQuestion();
  const canSubmit = hasText(content) && category !== '' && !createQuestion.isPending;

  const submit = () =>
    createQuestion.mutate(
      { content: content.trim(), category: category as QuestionCategory },
      {
        onSuccess: () => {
          setContent('');
          setCategory('');
          toast({ title: t('communityPosts.question.successTitle'), description: t('communityPosts.question.successText') });
        },
        onError: (error) => {
          if (isUnauthorizedError(error)) {
            notifyUnauthorizedAndRedirect();
            return;
          }
          toast({ variant: 'destructive', title: t('communityPosts.errorTitle'), description: t('communityPosts.question.failureText') });
        },
      },
    );

  return (
    <PostFormCard
      headingLevel={headingLevel}
      icon={<MessageCircleQuestion className="size-5 shrink-0 text-primary" aria-hidden="true" />}
      heading={t('communityPosts.question.heading')}
      intro={t('communityPosts.question.intro')}
      label={t('communityPosts.question.label')}
      rows={4}
      maxLength={QUESTION_MAX_LENGTH}
      content={content}
      onContentChange={setContent}
      submitLabel={createQuestion.isPending ? t('communityPosts.question.pending') : t('communityPosts.question.submit')}
      canSubmit={canSubmit}
      onSubmit={submit}
    >
      {(id) => (
        <>
          <Label htmlFor={`${id}-category`}>{t('communityPosts.question.category')}</Label>
          <NativeSelect
            id={`${id}-category`}
            name="category"
            value={category}
            onChange={(event) => setCategory(isCategory(event.target.value) ? event.target.value : '')}
          >
            <option value="">{t('communityPosts.question.chooseCategory')}</option>
            {QUESTION_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(CATEGORY_LABEL_KEYS[value])}
              </option>
            ))}
          </NativeSelect>
        </>
      )}
    </PostFormCard>
  );
}

/** 'Ask Question' (spec 2.3, 5): question text and a category are both needed; sent for review. */
export function AskQuestionBox({ headingLevel = 'h2' }: { headingLevel?: HeadingLevel }) {
  return (
    <QueryProvider>
      <AskQuestionForm headingLevel={headingLevel} />
    </QueryProvider>
  );
}
