import type * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { notifyUnauthorizedAndRedirect, SIGN_IN_PROMPT_REDIRECT_DELAY_MS } from '#client/lib/auth/redirect-to-login.ts';
import { TextareaField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import type { ZodFormApi } from '#client/lib/forms/use-zod-form.ts';
import { useSessionDraft } from '#client/lib/forms/use-session-draft.ts';
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
  /** Off while the text is blank (spec 5) or a post is on its way; other rules are checked on submit. */
  canSubmit: boolean;
  onValidSubmit: (data: TOutput) => Promise<void>;
  onSubmitError: (error: unknown) => void;
  /** Fields after the text (the question's category). */
  children?: React.ReactNode;
}

const DRAFT_FIELDS = ['content', 'category'] as const;

/**
 * The card both community forms share: heading, privacy hint, the text with its counter, Submit.
 * What is typed is kept as a draft in the tab; a visitor who sends it signs in first and finds it
 * again on coming back (issue 17).
 */
export function PostFormCard<TOutput>(props: PostFormCardProps<TOutput>) {
  const t = useT();
  const { form, onValidSubmit } = props;
  const auth = useAuth();
  const isVisitor = !auth.isLoading && !auth.isAuthenticated;
  const { saveDraft, clearDraft } = useSessionDraft(form, form.idPrefix, DRAFT_FIELDS);
  const headingId = `${form.idPrefix}-heading`;
  const counterId = `${form.fieldId('content')}-count`;
  const signInHintId = `${form.idPrefix}-sign-in-hint`;

  const submit = async (data: TOutput) => {
    if (isVisitor) {
      // Saved now, whether or not the draft code has heard every keystroke yet.
      await saveDraft();
      notifyUnauthorizedAndRedirect({ title: t('communityPosts.signInTitle'), description: t('communityPosts.signInText'), delayMs: SIGN_IN_PROMPT_REDIRECT_DELAY_MS });
      return;
    }
    await onValidSubmit(data);
    clearDraft();
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
      <PostHeading level={props.headingLevel} id={headingId}>
        <span className="flex items-center gap-2">
          {props.icon}
          {props.heading}
        </span>
      </PostHeading>
      <p className="text-sm text-muted-foreground">{props.intro}</p>
      {isVisitor ? (
        <p id={signInHintId} className="text-sm font-medium">
          {t('communityPosts.signInHint')}
        </p>
      ) : null}
      <ZodForm form={form} onValidSubmit={submit} onSubmitError={props.onSubmitError} className="flex flex-col gap-2">
        <TextareaField name="content" label={props.label} hint={t('communityPosts.privacyHint')} describedBy={isVisitor ? `${counterId} ${signInHintId}` : counterId} rows={props.rows} maxLength={props.maxLength} />
        <CharacterCounter id={counterId} text={form.watch('content')} limit={props.maxLength} />
        {props.children}
        <Button type="submit" disabled={!props.canSubmit} className="mt-2 self-start">
          {props.submitLabel}
        </Button>
      </ZodForm>
    </section>
  );
}
