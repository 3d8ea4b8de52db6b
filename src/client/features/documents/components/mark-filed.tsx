import * as React from 'react';
import { formatLongDate } from '#shared/format/dates.ts';
import { ConfirmDialog } from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';

/**
 * The last state of a document (spec "Document states"): the person says they filed the generated forms.
 * The server then refuses every change to the answers and every new PDF; the PDFs made stay downloadable.
 */
export function MarkFiled({ isPending, hasUnfiledChanges, onConfirm }: { isPending: boolean; hasUnfiledChanges: boolean; onConfirm: () => void }) {
  return (
    <section aria-labelledby="mark-filed-heading" className="flex flex-col items-start gap-3">
      <h2 id="mark-filed-heading" className="text-xl font-semibold">
        Have you filed these forms with the court?
      </h2>
      <p className="max-w-prose text-muted-foreground">Once you have handed your forms to the court clerk, mark them as filed so you know which version the court has.</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="lg" disabled={isPending}>
            {isPending ? 'Saving…' : 'Mark as filed'}
          </Button>
        }
        title="Mark these forms as filed?"
        description={`${hasUnfiledChanges ? 'You changed answers after your newest PDF was made: if you filed those changes, generate again first. ' : ''}After this, your answers are kept read-only: you cannot change them or make a new PDF for this document. Every PDF made so far stays downloadable. To correct something later, you start a new document.`}
        confirmLabel="Yes, I have filed these forms"
        cancelLabel="Not yet"
        destructive={false}
        onConfirm={onConfirm}
      />
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
