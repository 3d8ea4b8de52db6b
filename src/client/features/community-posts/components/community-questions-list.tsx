import * as React from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useCommunityQuestions } from '../api/get-community-questions.ts';
import { CATEGORY_LABEL_KEYS } from '../lib/category-labels.ts';
import { ListSkeleton } from './community-stories-list.tsx';
import { PostHeading, type HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

/** 'Questions & Answers': published questions with their category and the team's answer. Text only, never HTML. */
export function CommunityQuestionsList({ headingLevel = 'h2' }: { headingLevel?: HeadingLevel }) {
  const t = useT();
  const id = React.useId();
  const questions = useCommunityQuestions();

  return (
    <section aria-labelledby={`${id}-heading`} className="flex min-w-0 flex-col gap-4">
      <PostHeading level={headingLevel} id={`${id}-heading`}>
        {t('communityPosts.questions.heading')}
      </PostHeading>
      <p className="text-sm text-muted-foreground">{t('communityPosts.questions.notAdvice')}</p>
      {questions.isPending ? (
        <ListSkeleton label={t('communityPosts.questions.loading')} />
      ) : questions.isError ? (
        <p className="text-muted-foreground">{t('communityPosts.questions.error')}</p>
      ) : questions.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">{t('communityPosts.questions.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {questions.data.map((question) => (
            <li key={question.id}>
              <article
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs"
                aria-label={t('communityPosts.questions.itemLabel', { name: question.authorName })}
              >
                <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                  <Badge variant="secondary">{t(CATEGORY_LABEL_KEYS[question.category])}</Badge>
                  <span>
                    {t('communityPosts.questions.askedBy', { name: question.authorName })}
                    <span aria-hidden="true"> · </span>
                    <time dateTime={question.createdAt}>{formatShortDate(question.createdAt)}</time>
                  </span>
                </div>
                <p className="font-medium break-words whitespace-pre-line">{question.content}</p>
                {question.answer ? (
                  <div className="rounded-md border-l-4 border-primary bg-secondary/60 p-3">
                    <p className="text-sm font-semibold">{t('communityPosts.questions.answerHeading')}</p>
                    <p className="mt-1 break-words whitespace-pre-line">{question.answer}</p>
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">{t('communityPosts.questions.noAnswer')}</p>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
