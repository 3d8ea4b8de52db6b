import { answerQuestionSchema, type Question } from '#shared/contracts/community.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { useAdminQuestions } from '../api/get-admin-questions.ts';
import { useSetQuestionStatus } from '../api/set-question-status.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { TextareaField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { ModerationActions, PublishedBadge } from './moderation-actions.tsx';
import { EmptyState, QueryState } from '#client/components/data/query-state.tsx';
import '#client/i18n/en/admin.ts';
import '#client/i18n/en/community-posts.ts';

const ANSWER_MAX_LENGTH = 5000;

/** What `answerQuestionSchema` takes: the answer text, trimmed by the schema. */
type AnswerValues = { answer: string };

const CATEGORY_KEYS: Record<Question['category'], MessageKey> = {
  general: 'communityPosts.category.general',
  chapter7: 'communityPosts.category.chapter7',
  chapter13: 'communityPosts.category.chapter13',
  forms: 'communityPosts.category.forms',
};

/** The team's answer, shown with the question once it is published. Emptying it removes the answer. */
function AnswerForm({ question }: { question: Question }) {
  const t = useT();
  const save = useAnswerQuestion();
  const form = useZodForm<AnswerValues>({ schema: answerQuestionSchema, defaultValues: { answer: question.answer ?? '' }, idPrefix: `admin-answer-${question.id}` });
  const isUnchanged = form.watch('answer').trim() === (question.answer ?? '');

  const onValidSubmit = async ({ answer }: AnswerValues) => {
    if (isUnchanged || save.isPending) return;
    await save.mutateAsync({ id: question.id, answer });
    toast({
      title: t(answer ? 'admin.questions.answerSavedTitle' : 'admin.questions.answerRemovedTitle'),
      description: t(question.isPublished ? 'admin.questions.answerSavedPublished' : 'admin.questions.answerSavedDraft'),
    });
  };

  return (
    <ZodForm
      form={form}
      onValidSubmit={onValidSubmit}
      onSubmitError={(error) => reportApiFailure(error, { title: t('admin.questions.answerFailed') })}
      className="flex flex-col gap-2 border-t border-border pt-3"
    >
      <TextareaField name="answer" label={t('admin.questions.answerLabel')} hint={t('admin.questions.answerHint')} rows={4} maxLength={ANSWER_MAX_LENGTH} />
      <Button type="submit" size="sm" variant="secondary" disabled={isUnchanged || save.isPending} className="self-start">
        {save.isPending ? t('admin.questions.savingAnswer') : t('admin.questions.saveAnswer')}
      </Button>
    </ZodForm>
  );
}

function QuestionItem({ question }: { question: Question }) {
  const t = useT();
  const setStatus = useSetQuestionStatus();

  const moderate = (approve: boolean) =>
    setStatus.mutate(
      { id: question.id, status: { isApproved: approve, isPublished: approve } },
      {
        onSuccess: () => toast({ title: t('admin.questions.updatedTitle'), description: t(approve ? 'admin.questions.approvedText' : 'admin.questions.rejectedText') }),
        onError: (error) => reportApiFailure(error, { title: t('admin.questions.updateFailed') }),
      },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs" data-testid="admin-question">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <PublishedBadge isPublished={question.isPublished} />
        <Badge variant="secondary">{t(CATEGORY_KEYS[question.category])}</Badge>
        <span>
          <span className="font-semibold text-foreground">{question.authorName}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={question.createdAt}>{formatShortDate(question.createdAt)}</time>
        </span>
      </div>
      <p className="font-medium break-words whitespace-pre-line">{question.content}</p>
      <ModerationActions
        isApproved={question.isApproved}
        isPending={setStatus.isPending}
        itemLabel={t('admin.questions.itemLabel', { name: question.authorName })}
        onApprove={() => moderate(true)}
        onReject={() => moderate(false)}
      />
      {/* Remounts when the saved answer changes, so the box shows what is stored. */}
      <AnswerForm key={question.answer ?? ''} question={question} />
    </li>
  );
}

/** The Questions tab (spec 2.17), with an answer box on each question. */
export function QuestionModerationPanel() {
  const t = useT();
  const questions = useAdminQuestions();
  return (
    <section aria-labelledby="admin-questions-heading" className="flex flex-col gap-4">
      <h2 id="admin-questions-heading" className="text-xl font-semibold">
        {t('admin.tabs.questions')}
      </h2>
      <QueryState query={questions}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{t('admin.questions.empty')}</EmptyState>
          ) : (
            <ul className="flex flex-col gap-4">
              {list.map((question) => (
                <QuestionItem key={question.id} question={question} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
