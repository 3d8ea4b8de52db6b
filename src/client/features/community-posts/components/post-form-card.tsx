import * as React from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { CharacterCounter } from './character-counter.tsx';
import { PostHeading, type HeadingLevel } from './post-heading.tsx';
import '#client/i18n/en/community-posts.ts';

export interface PostFormCardProps {
  headingLevel: HeadingLevel;
  icon: React.ReactNode;
  heading: string;
  intro: string;
  label: string;
  rows: number;
  maxLength: number;
  content: string;
  onContentChange: (content: string) => void;
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  /** Fields after the text (the question's category). */
  children?: (id: string) => React.ReactNode;
}

/** The card both community forms share: heading, privacy hint, the text with its counter, Submit. */
export function PostFormCard(props: PostFormCardProps) {
  const t = useT();
  const id = React.useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs sm:p-5">
      <PostHeading level={props.headingLevel} id={`${id}-heading`}>
        <span className="flex items-center gap-2">
          {props.icon}
          {props.heading}
        </span>
      </PostHeading>
      <p className="text-sm text-muted-foreground">{props.intro}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (props.canSubmit) props.onSubmit();
        }}
        className="flex flex-col gap-2"
      >
        <Label htmlFor={`${id}-content`}>{props.label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {t('communityPosts.privacyHint')}
        </p>
        <Textarea
          id={`${id}-content`}
          name="content"
          rows={props.rows}
          maxLength={props.maxLength}
          value={props.content}
          onChange={(event) => props.onContentChange(event.target.value)}
          aria-describedby={`${id}-hint ${id}-count`}
        />
        <CharacterCounter id={`${id}-count`} text={props.content} limit={props.maxLength} />
        {props.children?.(id)}
        <Button type="submit" disabled={!props.canSubmit} className="mt-2 self-start">
          {props.submitLabel}
        </Button>
      </form>
    </section>
  );
}
