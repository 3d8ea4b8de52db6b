import * as React from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, sendChatMessageSchema } from '#shared/contracts/chat.ts';
import { formatCount } from '#shared/format/money.ts';
import { Button } from '#client/components/ui/button.tsx';
import { FieldError } from '#client/components/ui/field-error.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useFieldControl, ZodForm } from '#client/lib/forms/form.tsx';
import { useZodForm } from '#client/lib/forms/use-zod-form.ts';
import { pasteInto, splitAtLimit } from '../lib/split-message.ts';
import '#client/i18n/en/chat.ts';

type ComposedMessage = { message: string };

// The contract's own rules (a Social Security number included): stopped here, the text stays on the device.
const composedMessageSchema = sendChatMessageSchema.pick({ message: true });

export interface MessageComposerProps {
  roomName: string;
  /** Sends the trimmed text; resolves true when it was sent (the field is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  isSending?: boolean;
  /** Not usable yet (the room's messages are still loading). */
  disabled?: boolean;
}

interface ComposerFieldsProps {
  roomName: string;
  disabled: boolean;
  canSend: boolean;
  isSending: boolean;
  onPaste: React.ClipboardEventHandler<HTMLTextAreaElement>;
  /** Pasted text beyond the limit, waiting for the next message. */
  leftover: string;
  onDropLeftover: () => void;
}

function ComposerFields({ roomName, disabled, canSend, isSending, onPaste, leftover, onDropLeftover }: ComposerFieldsProps) {
  const t = useT();
  const { control, message, hintId, errorId } = useFieldControl('message', { hasHint: true });
  const leftoverId = `${control.id}-leftover`;
  return (
    <>
      <label htmlFor={control.id} className="sr-only">
        {t('chat.inputLabel', { room: roomName })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          {...control}
          onKeyDown={(event) => {
            // Enter while an input method is composing (Chinese, Japanese…) confirms the text, not sends.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            if (canSend) event.currentTarget.form?.requestSubmit();
          }}
          onPaste={onPaste}
          aria-describedby={[control['aria-describedby'], leftover ? leftoverId : undefined].filter(Boolean).join(' ') || undefined}
          disabled={disabled}
          placeholder={t('chat.inputPlaceholder')}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={2}
          className="max-h-40 min-h-12 resize-y"
        />
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <SendHorizontal aria-hidden="true" />
          <span className="max-[380px]:sr-only">{isSending ? t('chat.sending') : t('chat.send')}</span>
        </Button>
      </div>
      <FieldError id={errorId}>{message}</FieldError>
      <div role="status">
        {leftover ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border-l-4 border-notice-border bg-notice px-3 py-2 text-sm text-notice-foreground">
            <p id={leftoverId}>{t('chat.pasteTooLong', { limit: formatCount(CHAT_MESSAGE_MAX_LENGTH), rest: formatCount(leftover.length) })}</p>
            <Button type="button" variant="outline" size="sm" onClick={onDropLeftover}>
              {t('chat.pasteDropRest')}
            </Button>
          </div>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('chat.keyboardHint')}
      </p>
    </>
  );
}

/**
 * The message field and send button (spec 2.13 and 5): Enter sends, Shift+Enter starts a new
 * line; sending is off while the text is blank or a message is on its way. Text that looks like
 * a Social Security number is stopped here, before it leaves the device.
 */
export function MessageComposer({ roomName, onSend, isSending = false, disabled = false }: MessageComposerProps) {
  const form = useZodForm<ComposedMessage, ComposedMessage>({ schema: composedMessageSchema, defaultValues: { message: '' }, idPrefix: 'chat' });
  const canSend = !disabled && !isSending && form.watch('message').trim().length > 0;
  const [leftover, setLeftover] = React.useState('');

  // The box holds one message's worth; a longer paste fills it and the rest waits (nothing is cut silently).
  const onPaste = (event: React.ClipboardEvent<HTMLTextAreaElement>) => {
    const box = event.currentTarget;
    const pasted = pasteInto(box.value, box.selectionStart, box.selectionEnd, event.clipboardData.getData('text'), CHAT_MESSAGE_MAX_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    form.setValue('message', pasted.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    box.setSelectionRange(pasted.caret, pasted.caret);
    setLeftover((waiting) => pasted.rest + waiting);
  };

  const send = async ({ message }: ComposedMessage) => {
    // Keep anything typed while the message was on its way.
    if (await onSend(message)) {
      const current = form.getValues('message');
      if (current.trim() !== message) return;
      const next = splitAtLimit(leftover, CHAT_MESSAGE_MAX_LENGTH);
      form.reset({ message: next.fits });
      setLeftover(next.rest);
    }
  };

  return (
    <ZodForm form={form} onValidSubmit={send} className="flex flex-col gap-2 border-t border-border p-3 sm:p-4">
      <ComposerFields
        roomName={roomName}
        disabled={disabled}
        canSend={canSend}
        isSending={isSending}
        onPaste={onPaste}
        leftover={leftover}
        onDropLeftover={() => setLeftover('')}
      />
    </ZodForm>
  );
}
