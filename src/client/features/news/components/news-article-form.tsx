import type * as React from 'react';
import { newsArticleInputSchema, type NewsArticleInput } from '#shared/contracts/news.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { CheckboxField } from '#client/lib/forms/checkbox-field.tsx';
import { TextareaField, TextField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import '#client/i18n/en/news.ts';

export type NewsArticleValues = Required<NewsArticleInput>;

export const EMPTY_ARTICLE: NewsArticleValues = { title: '', excerpt: '', content: '', isPublished: false };

export interface NewsArticleFormProps {
  idPrefix: string;
  initialValues?: NewsArticleValues;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Saves the checked article; a rejection with 400 field issues shows them on the fields. */
  onSave: (article: NewsArticleValues) => Promise<void>;
  /** The toast's title when saving fails for any other reason. */
  failureTitle: string;
  /** Empty the form once saved (the create form). */
  resetAfterSave?: boolean;
  /** Extra buttons next to submit (Cancel in dialogs). */
  secondaryAction?: React.ReactNode;
}

/**
 * The news article form (spec 2.4, 5): title and content must have text (submit stays disabled
 * until they do), excerpt optional, 'Publish' unticked by default. Used to create and to edit.
 */
export function NewsArticleForm({ idPrefix, initialValues = EMPTY_ARTICLE, submitLabel, pendingLabel, isPending, onSave, failureTitle, resetAfterSave, secondaryAction }: NewsArticleFormProps) {
  const t = useT();
  const form = useZodForm<NewsArticleValues>({ schema: newsArticleInputSchema, defaultValues: initialValues, idPrefix });
  const [title, content] = form.watch(['title', 'content']);
  const canSubmit = title.trim() !== '' && content.trim() !== '' && !isPending;

  const onValidSubmit = async (article: NewsArticleValues) => {
    if (!canSubmit) return;
    await onSave(article);
    if (resetAfterSave) form.reset(EMPTY_ARTICLE);
  };

  return (
    <ZodForm form={form} onValidSubmit={onValidSubmit} onSubmitError={(error) => reportApiFailure(error, { title: failureTitle })} className="flex flex-col gap-4">
      <TextField name="title" label={t('news.form.title')} maxLength={200} />
      <TextareaField name="excerpt" label={t('news.form.excerpt')} hint={t('news.form.excerptHint')} rows={2} maxLength={500} />
      <TextareaField name="content" label={t('news.form.content')} hint={t('news.form.contentHint')} rows={10} />
      <CheckboxField name="isPublished" label={t('news.form.publish')} hint={t('news.form.publishHint')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={!canSubmit}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </ZodForm>
  );
}
