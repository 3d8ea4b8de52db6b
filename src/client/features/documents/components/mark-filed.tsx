import * as React from 'react';
import { formatLongDate } from '#shared/format/dates.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The last state of a document (spec "Document states"): the person says they filed the generated forms.
 * The server then refuses every change to the answers and every new PDF; the PDFs made stay downloadable.
 * Only the newest PDF made from the answers as they stand can be filed (issue 36): while it is out of
 * date, the section says so and offers to generate again instead; the server refuses it too (`refusal`).
 */
export function MarkFiled({
  isPending,
  isOutOfDate,
  refusal,
  isGenerating,
  onConfirm,
  onGenerateAgain,
}: {
  isPending: boolean;
  isOutOfDate: boolean;
  /** The server's answer when it refused (answers changed in another tab, say); '' when it gave none. */
  refusal: string | null;
  isGenerating: boolean;
  onConfirm: () => void;
  onGenerateAgain: () => void;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  const [hasGeneratedHere, setHasGeneratedHere] = React.useState(false);
  const isBlocked = isOutOfDate || refusal !== null;
  // The button pressed goes away once the new PDF is made: the focus moves to what replaces it.
  React.useEffect(() => {
    if (hasGeneratedHere && !isBlocked) heading.current?.focus();
  }, [hasGeneratedHere, isBlocked]);
  return (
    <section aria-labelledby="mark-filed-heading" className="flex flex-col items-start gap-3">
      <h2 id="mark-filed-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
        Have you filed these forms with the court?
      </h2>
      {isBlocked ? (
        <div role={refusal ? 'alert' : undefined} className="flex flex-col items-start gap-3 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
          <p className="max-w-prose">
            {refusal || 'You changed your answers after your newest PDF was made, so that PDF is out of date. Generate the final PDF again, check it, and then mark it as filed.'}
          </p>
          <Button
            disabled={isGenerating}
            onClick={() => {
              setHasGeneratedHere(true);
              onGenerateAgain();
            }}
          >
            {isGenerating ? 'Generating...' : 'Generate the final PDF again'}
          </Button>
        </div>
      ) : (
        <>
          <p className="max-w-prose text-muted-foreground">Once you have handed your forms to the court clerk, mark them as filed so you know which version the court has.</p>
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="lg" disabled={isPending}>
                {isPending ? 'Saving…' : 'Mark as filed'}
              </Button>
            }
            title="Mark these forms as filed?"
            description="After this, your answers are kept read-only: you cannot change them or make a new PDF for this document. Every PDF made so far stays downloadable. To correct something later, you start a new document."
            confirmLabel="Yes, I have filed these forms"
            cancelLabel="Not yet"
            destructive={false}
            onConfirm={onConfirm}
          />
        </>
      )}
    </section>
  );
}

/**
 * What a filed document's page says first: when, and that its answers no longer change. Just marked, it takes
 * the focus: the button that opened the confirmation is gone.
 */
export function FiledNotice({ completedAt, isJustMarked }: { completedAt: string | null; isJustMarked: boolean }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    if (isJustMarked) heading.current?.focus();
  }, [isJustMarked]);
  return (
    <section aria-labelledby="filed-heading" className="flex flex-col items-start gap-2 rounded-lg border-l-4 border-success-soft-foreground bg-success-soft p-4 text-success-soft-foreground" data-testid="document-filed">
      <h2 id="filed-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold focus-visible:outline-none">
        Marked as filed{completedAt ? ` on ${formatLongDate(completedAt)}` : ''}
      </h2>
      <p className="max-w-prose">
        Your answers are kept as they were and can no longer be changed. Every PDF made for this document stays here to download. To correct something after filing, start a new document for amended forms.
      </p>
    </section>
  );
}
