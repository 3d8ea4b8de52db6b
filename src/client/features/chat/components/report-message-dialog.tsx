import * as React from 'react';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { notifyUnauthorizedAndRedirect } from '#client/features/auth/redirect-to-login.ts';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { useReportChatMessage } from '../api/report-chat-message.ts';
import '#client/i18n/en/chat.ts';

const REASON_MAX_LENGTH = 500;

/** Asks the moderators to look at a message, with the reader's reason. */
export function ReportMessageDialog({ message, onClose }: { message: ChatMessage | null; onClose: () => void }) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? <ReportForm key={message.id} message={message} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReportForm({ message, onClose }: { message: ChatMessage; onClose: () => void }) {
  const t = useT();
  const fieldId = React.useId();
  const errorId = React.useId();
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const report = useReportChatMessage();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length === 0) {
      setError(t('chat.reportReasonRequired'));
      return;
    }
    report.mutate(
      { messageId: message.id, reason: reason.trim() },
      {
        onSuccess: () => {
          toast({ title: t('chat.reportSentTitle'), description: t('chat.reportSentText') });
          onClose();
        },
        onError: (failure) => {
          if (isUnauthorizedError(failure)) {
            notifyUnauthorizedAndRedirect();
            return;
          }
          toast({ variant: 'destructive', title: t('chat.reportFailedTitle'), description: t('chat.reportFailedText') });
        },
      },
    );
  };

  return (
    <DialogContent>
      <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>{t('chat.reportTitle')}</DialogTitle>
          <DialogDescription>{t('chat.reportDescription')}</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-md border-l-4 border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          <span className="font-semibold">{message.displayName}: </span>
          {message.message}
        </blockquote>
        <div className="flex flex-col gap-2">
          <Label htmlFor={fieldId}>{t('chat.reportReasonLabel')}</Label>
          <Textarea
            id={fieldId}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
            maxLength={REASON_MAX_LENGTH}
            rows={3}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <FieldError id={errorId}>{error}</FieldError>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('chat.reportSending') : t('chat.reportSubmit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
