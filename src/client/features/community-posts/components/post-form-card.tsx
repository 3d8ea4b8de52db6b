import type * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { TextareaField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import type { ZodFormApi } from '#client/lib/forms/use-zod-form.ts';
import { CharacterCounter } from './character-counter.tsx';
import { PostHeading, type HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

/** What both community forms hold: the text, and for a question its category. */
export interface PostFormValues {
  content: string;
  category?: string;
}

export interface PostFormCardProps<TOutput> {
  form: ZodFormApi<PostFormValues, TOutput>;
  headingLevel: HeadingLevel;
  icon: React.ReactNode;
  heading: string;
  intro: string;
  label: string;
  rows: number;
  maxLength: number;
  submitLabel: string;
  /** Off while the text is blank (spec 5) or a post is on its way. */
  canSubmit: boolean;
  onValidSubmit: (data: TOutput) => Promise<void>;
  onSubmitError: (error: unknown) => void;
  /** Fields after the text (the question's category). */
  children?: React.ReactNode;
}

/** The card both community forms share: heading, privacy hint, the text with its counter, Submit. */
export function PostFormCard<TOutput>(props: PostFormCardProps<TOutput>) {
  const t = useT();
  const { form } = props;
  const headingId = `${form.idPrefix}-heading`;
  const counterId = `${form.fieldId('content')}-count`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
      <PostHeading level={props.headingLevel} id={headingId}>
        <span className="flex items-center gap-2">
          {props.icon}
          {props.heading}
        </span>
      </PostHeading>
      <p className="text-sm text-muted-foreground">{props.intro}</p>
      <ZodForm form={form} onValidSubmit={props.onValidSubmit} onSubmitError={props.onSubmitError} className="flex flex-col gap-2">
        <TextareaField name="content" label={props.label} hint={t('communityPosts.privacyHint')} describedBy={counterId} rows={props.rows} maxLength={props.maxLength} />
        <CharacterCounter id={counterId} text={form.watch('content')} limit={props.maxLength} />
        {props.children}
        <Button type="submit" disabled={!props.canSubmit} className="mt-2 self-start">
          {props.submitLabel}
        </Button>
      </ZodForm>
    </section>
  );
}
