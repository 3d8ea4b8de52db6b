import * as React from 'react';
import { flushSync } from 'react-dom';
import { newsArticleInputSchema, type NewsArticleInput } from '#shared/contracts/news.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/error-summary.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { apiFieldIssues } from '#client/lib/api-error-body.ts';
import '#client/i18n/en/news.ts';

export type NewsArticleValues = Required<NewsArticleInput>;
type TextField = 'title' | 'excerpt' | 'content';
type FieldErrors = Partial<Record<TextField, string>>;

export const EMPTY_ARTICLE: NewsArticleValues = { title: '', excerpt: '', content: '', isPublished: false };

const TEXT_FIELDS: readonly TextField[] = ['title', 'excerpt', 'content'];

function errorsFrom(issues: ReadonlyArray<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = TEXT_FIELDS.find((name) => name === issue.path.split('.')[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface NewsArticleFormProps {
  idPrefix: string;
  initialValues?: NewsArticleValues;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Called with the checked article; `reset()` empties the form, `showServerErrors()` puts a 400's messages on the fields (false when it had none). */
  onSubmit: (article: NewsArticleValues, handlers: { reset: () => void; showServerErrors: (error: unknown) => boolean }) => void;
  /** Extra buttons next to submit (Cancel in dialogs). */
  secondaryAction?: React.ReactNode;
}

/**
 * The news article form (spec 2.4, 5): title and content must have text (submit stays disabled
 * until they do), excerpt optional, 'Publish' unticked by default. Used to create and to edit.
 */
export function NewsArticleForm({ idPrefix, initialValues = EMPTY_ARTICLE, submitLabel, pendingLabel, isPending, onSubmit, secondaryAction }: NewsArticleFormProps) {
  const t = useT();
  const [values, setValues] = React.useState<NewsArticleValues>(initialValues);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const canSubmit = values.title.trim() !== '' && values.content.trim() !== '' && !isPending;

  const id = (field: string) => `${idPrefix}-${field}`;

  const showErrors = (found: FieldErrors) => {
    flushSync(() => setErrors(found));
    const first = TEXT_FIELDS.find((field) => found[field]);
    if (first) document.getElementById(id(first))?.focus();
  };

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = newsArticleInputSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(errorsFrom(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
      return;
    }
    setErrors({});
    onSubmit(parsed.data, {
      reset: () => {
        setValues(EMPTY_ARTICLE);
        setErrors({});
      },
      showServerErrors: (error) => {
        const found = errorsFrom(apiFieldIssues(error));
        if (Object.keys(found).length === 0) return false;
        showErrors(found);
        return true;
      },
    });
  };

  const textProps = (field: TextField, hintId?: string) => ({
    id: id(field),
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((previous) => ({ ...previous, [field]: event.target.value })),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': [hintId, errors[field] ? id(`${field}-error`) : undefined].filter(Boolean).join(' ') || undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('title')}>{t('news.form.title')}</Label>
        <Input maxLength={200} {...textProps('title')} />
        <FieldError id={id('title-error')}>{errors.title}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('excerpt')}>{t('news.form.excerpt')}</Label>
        <p id={id('excerpt-hint')} className="text-sm text-muted-foreground">
          {t('news.form.excerptHint')}
        </p>
        <Textarea rows={2} maxLength={500} {...textProps('excerpt', id('excerpt-hint'))} />
        <FieldError id={id('excerpt-error')}>{errors.excerpt}</FieldError>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={id('content')}>{t('news.form.content')}</Label>
        <p id={id('content-hint')} className="text-sm text-muted-foreground">
          {t('news.form.contentHint')}
        </p>
        <Textarea rows={10} {...textProps('content', id('content-hint'))} />
        <FieldError id={id('content-error')}>{errors.content}</FieldError>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={id('isPublished')}
          name="isPublished"
          type="checkbox"
          checked={values.isPublished}
          onChange={(event) => setValues((previous) => ({ ...previous, isPublished: event.target.checked }))}
          aria-describedby={id('isPublished-hint')}
          className="mt-0.5 size-5 shrink-0 accent-primary"
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={id('isPublished')}>{t('news.form.publish')}</Label>
          <p id={id('isPublished-hint')} className="text-sm text-muted-foreground">
            {t('news.form.publishHint')}
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" disabled={!canSubmit}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
