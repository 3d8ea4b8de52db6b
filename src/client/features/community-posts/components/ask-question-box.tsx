import { MessageCircleQuestion } from 'lucide-react';
import { QUESTION_CATEGORIES, QUESTION_MAX_LENGTH, type QuestionCategory } from '#shared/contracts/community-limits.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { SelectField } from '#client/lib/forms/fields.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { useCreateQuestion } from '../api/create-question.ts';
import { hasText } from '../lib/character-count.ts';
import { CATEGORY_LABEL_KEYS } from '../lib/category-labels.ts';
import { PostFormCard, type PostFormValues } from './post-form-card.tsx';
import type { HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

// The rules (and Zod with them) load with the first submit, not with the page.
const loadSchema = () => import('#shared/contracts/community.ts').then((contract) => contract.createQuestionSchema);

const EMPTY: PostFormValues = { content: '', category: '' };

function AskQuestionForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const t = useT();
  const form = useZodForm<PostFormValues, { content: string; category: QuestionCategory }>({ schema: loadSchema, defaultValues: EMPTY, idPrefix: 'ask-question' });
  const createQuestion = useCreateQuestion();
  // The category is checked on submit, with its message next to the list (no grey button without a reason).
  const canSubmit = hasText(form.watch('content')) && !createQuestion.isPending;

  const submit = async (question: { content: string; category: QuestionCategory }) => {
    await createQuestion.mutateAsync({ content: question.content, category: question.category });
    form.reset(EMPTY);
    toast({ title: t('communityPosts.question.successTitle'), description: t('communityPosts.question.successText') });
  };

  return (
    <PostFormCard
      form={form}
      headingLevel={headingLevel}
      icon={<MessageCircleQuestion className="size-5 shrink-0 text-primary" aria-hidden="true" />}
      heading={t('communityPosts.question.heading')}
      intro={t('communityPosts.question.intro')}
      label={t('communityPosts.question.label')}
      rows={4}
      maxLength={QUESTION_MAX_LENGTH}
      submitLabel={createQuestion.isPending ? t('communityPosts.question.pending') : t('communityPosts.question.submit')}
      canSubmit={canSubmit}
      onValidSubmit={submit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('communityPosts.errorTitle'), fallback: t('communityPosts.question.failureText') })}
    >
      <SelectField name="category" label={t('communityPosts.question.category')}>
        <option value="">{t('communityPosts.question.chooseCategory')}</option>
        {QUESTION_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(CATEGORY_LABEL_KEYS[value])}
          </option>
        ))}
      </SelectField>
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
