import type * as React from 'react';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { useCreateNewsArticle } from '../api/create-news-article.ts';
import { NewsArticleForm } from './news-article-form.tsx';
import '#client/i18n/en/news.ts';

/** The create-article form (spec 2.4, 2.17): 'Article Created' on success, then empty again. */
export function CreateNewsArticleForm({ idPrefix, onCreated, secondaryAction }: { idPrefix: string; onCreated?: () => void; secondaryAction?: React.ReactNode }) {
  const t = useT();
  const create = useCreateNewsArticle();
  return (
    <NewsArticleForm
      idPrefix={idPrefix}
      submitLabel={t('news.form.create')}
      pendingLabel={t('news.form.creating')}
      isPending={create.isPending}
      secondaryAction={secondaryAction}
      failureTitle={t('news.createFailed')}
      resetAfterSave
      onSave={async (article) => {
        await create.mutateAsync(article);
        toast({
          title: t('news.createdTitle'),
          description: t(article.isPublished ? 'news.createdPublished' : 'news.createdDraft', { title: article.title }),
        });
        onCreated?.();
      }}
    />
  );
}
