import * as React from 'react';
import { AlertCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export interface ErrorSummaryItem {
  /** id of the field the message belongs to; the link moves focus there. None: a problem of the whole form. */
  fieldId?: string | undefined;
  message: string;
}

export interface ErrorSummaryProps {
  title: string;
  errors: readonly ErrorSummaryItem[];
  className?: string;
  /** Its heading's level: 2 by default; deeper for a form that sits under a lower heading of its page. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The list of problems at the top of a form (GOV.UK pattern): it takes focus when it appears, so
 * screen reader and keyboard users learn about every error at once, and each entry links to
 * its field. Render it only when there are errors; give it a new `key` on each failed submit.
 */
export function ErrorSummary({ title, errors, className, headingLevel = 2 }: ErrorSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const ref = React.useRef<HTMLDivElement>(null);
  const titleId = React.useId();

  React.useEffect(() => {
    ref.current?.focus();
  }, []);

  const focusField = (event: React.MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.scrollIntoView({ block: 'center' });
    field.focus();
  };

  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className={cn('rounded-md border-2 border-destructive bg-background p-4', className)}
    >
      <Heading id={titleId} className="flex items-center gap-2 text-lg font-semibold text-destructive">
        <AlertCircle className="size-5 shrink-0" aria-hidden="true" />
        {title}
      </Heading>
      <ul className="mt-2 flex list-none flex-col gap-1">
        {errors.map((error) => (
          <li key={`${error.fieldId ?? ''}:${error.message}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => focusField(event, error.fieldId!)}
                className="font-medium text-destructive underline underline-offset-4 hover:decoration-2"
              >
                {error.message}
              </a>
            ) : (
              <span className="font-medium text-destructive">{error.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { FieldError } from './field-error.tsx';
