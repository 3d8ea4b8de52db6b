import { reportChatMessageSchema, type ChatMessage } from '#shared/contracts/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { TextareaField } from '#client/lib/forms/fields.tsx';
import { ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { useReportChatMessage } from '../api/report-chat-message.ts';
import '#client/i18n/en/chat.ts';

// The box stops at the contract's limit (reportChatMessageSchema).
const REASON_MAX_LENGTH = 500;

type ChatReport = { reason: string };

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
  const form = useZodForm<ChatReport, ChatReport>({ schema: reportChatMessageSchema, defaultValues: { reason: '' }, idPrefix: 'report-message' });
  const report = useReportChatMessage();

  const send = async ({ reason }: ChatReport) => {
    await report.mutateAsync({ messageId: message.id, reason });
    toast({ title: t('chat.reportSentTitle'), description: t('chat.reportSentText') });
    onClose();
  };

  return (
    <DialogContent>
      <ZodForm
        form={form}
        onValidSubmit={send}
        onSubmitError={(error) => reportApiFailure(error, { title: t('chat.reportFailedTitle'), fallback: t('chat.reportFailedText') })}
        className="flex min-w-0 flex-col gap-4"
      >
        <DialogHeader>
          <DialogTitle>{t('chat.reportTitle')}</DialogTitle>
          <DialogDescription>{t('chat.reportDescription')}</DialogDescription>
        </DialogHeader>
        <blockquote className="rounded-md border-l-4 border-border bg-muted px-3 py-2 text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
          <span className="font-semibold">{message.displayName}: </span>
          {message.message}
        </blockquote>
        <TextareaField name="reason" label={t('chat.reportReasonLabel')} maxLength={REASON_MAX_LENGTH} rows={3} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('chat.cancel')}
          </Button>
          <Button type="submit" disabled={report.isPending}>
            {report.isPending ? t('chat.reportSending') : t('chat.reportSubmit')}
          </Button>
        </DialogFooter>
      </ZodForm>
    </DialogContent>
  );
}
