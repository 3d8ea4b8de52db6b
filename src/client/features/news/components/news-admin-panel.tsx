import * as React from 'react';
import { Link } from 'react-router';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import type { NewsArticle } from '#shared/contracts/news.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '#client/components/ui/dialog.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { formatShortDate } from '#shared/format/dates.ts';
import { useDeleteNewsArticle } from '../api/delete-news-article.ts';
import { useAdminNews } from '../api/get-admin-news.ts';
import { useUpdateNewsArticle } from '../api/update-news-article.ts';
import { CreateNewsArticleForm } from './create-news-article-form.tsx';
import { NewsArticleForm, type NewsArticleValues } from './news-article-form.tsx';
import '#client/i18n/en/news.ts';

const valuesOf = (article: NewsArticle): NewsArticleValues => ({
  title: article.title,
  excerpt: article.excerpt,
  content: article.content,
  isPublished: article.isPublished,
});

function EditArticleButton({ article }: { article: NewsArticle }) {
  const t = useT();
  const [open, setOpen] = React.useState(false);
  const update = useUpdateNewsArticle();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('news.admin.editLabel', { title: article.title })}>
          <Pencil aria-hidden="true" />
          {t('news.admin.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t('news.admin.editTitle')}</DialogTitle>
          <DialogDescription>{t('news.admin.editDescription')}</DialogDescription>
        </DialogHeader>
        <NewsArticleForm
          idPrefix={`edit-news-${article.id}`}
          initialValues={valuesOf(article)}
          submitLabel={t('news.admin.save')}
          pendingLabel={t('news.admin.saving')}
          isPending={update.isPending}
          secondaryAction={
            <DialogClose asChild>
              <Button variant="outline">{t('ui.cancel')}</Button>
            </DialogClose>
          }
          failureTitle={t('news.admin.updateFailed')}
          onSave={async (input) => {
            await update.mutateAsync({ id: article.id, input });
            toast({ title: t('news.admin.updatedTitle'), description: t('news.admin.savedText', { title: input.title }) });
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function ArticleRow({ article }: { article: NewsArticle }) {
  const t = useT();
  const update = useUpdateNewsArticle();
  const remove = useDeleteNewsArticle();

  const togglePublished = () =>
    update.mutate(
      { id: article.id, input: { ...valuesOf(article), isPublished: !article.isPublished } },
      {
        onSuccess: (saved) =>
          toast({
            title: t('news.admin.updatedTitle'),
            description: t(saved.isPublished ? 'news.admin.publishedText' : 'news.admin.unpublishedText', { title: saved.title }),
          }),
        onError: (error) => reportApiFailure(error, { title: t('news.admin.updateFailed') }),
      },
    );

  const deleteArticle = () =>
    remove.mutate(article.id, {
      onSuccess: () => toast({ title: t('news.admin.deletedTitle'), description: t('news.admin.deletedText', { title: article.title }) }),
      onError: (error) => reportApiFailure(error, { title: t('news.admin.deleteFailed') }),
    });

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={article.isPublished ? 'success' : 'warning'}>{article.isPublished ? t('news.admin.published') : t('news.admin.draft')}</Badge>
        <span className="text-sm text-muted-foreground">
          {article.isPublished && article.publishedAt
            ? t('news.admin.publishedOn', { date: formatShortDate(article.publishedAt) })
            : t('news.admin.createdOn', { date: formatShortDate(article.createdAt) })}
        </span>
      </div>
      <h3 className="text-lg leading-snug font-semibold break-words">{article.title}</h3>
      {article.excerpt ? <p className="text-sm break-words text-muted-foreground">{article.excerpt}</p> : null}
      <div className="flex flex-wrap gap-2">
        <EditArticleButton article={article} />
        <Button variant="outline" size="sm" disabled={update.isPending} onClick={togglePublished}>
          {article.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {article.isPublished ? t('news.admin.unpublish') : t('news.admin.publish')}
          <span className="sr-only">: {article.title}</span>
        </Button>
        {article.isPublished ? (
          <Link to={`/news/${article.id}`} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t('news.admin.view')}
            <span className="sr-only">: {article.title}</span>
          </Link>
        ) : null}
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" disabled={remove.isPending} className="text-destructive">
              <Trash2 aria-hidden="true" />
              {t('news.admin.delete')}
              <span className="sr-only">: {article.title}</span>
            </Button>
          }
          title={t('news.admin.deleteConfirmTitle')}
          description={t('news.admin.deleteConfirmText', { title: article.title })}
          confirmLabel={t('news.admin.delete')}
          cancelLabel={t('ui.cancel')}
          onConfirm={deleteArticle}
        />
      </div>
    </li>
  );
}

function ArticleList() {
  const t = useT();
  const articles = useAdminNews();
  const isUnauthorized = articles.isError && isUnauthorizedError(articles.error);

  React.useEffect(() => {
    if (isUnauthorized) notifyUnauthorizedAndRedirect();
  }, [isUnauthorized]);

  if (articles.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only">{t('ui.loading')}</span>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (articles.isError) return <p className="text-muted-foreground">{t('admin.loadError')}</p>;
  if (articles.data.length === 0) return <p className="rounded-lg border border-dashed border-border p-4 text-muted-foreground">{t('news.admin.empty')}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {articles.data.map((article) => (
        <ArticleRow key={article.id} article={article} />
      ))}
    </ul>
  );
}

/** The admin News tab (spec 2.17): the create-article form and every article with edit, publish and delete. */
export function NewsAdminPanel() {
  const t = useT();
  return (
    <div className="grid gap-8 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="admin-news-create-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="admin-news-create-heading" className="text-xl font-semibold">
          {t('news.admin.createHeading')}
        </h2>
        <div className="rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
          <CreateNewsArticleForm idPrefix="admin-news" />
        </div>
      </section>
      <section aria-labelledby="admin-news-list-heading" className="flex min-w-0 flex-col gap-4">
        <h2 id="admin-news-list-heading" className="text-xl font-semibold">
          {t('news.admin.listHeading')}
        </h2>
        <ArticleList />
      </section>
    </div>
  );
}
