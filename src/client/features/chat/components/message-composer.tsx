import * as React from 'react';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX_LENGTH, SSN_WARNING } from '#shared/contracts/chat.ts';
import { looksLikeSocialSecurityNumber } from '#shared/chat/looks-like-ssn.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/chat.ts';

export interface MessageComposerProps {
  roomName: string;
  /** Sends the trimmed text; resolves true when it was sent (the field is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  isSending?: boolean;
  /** Not usable yet (the room's messages are still loading). */
  disabled?: boolean;
}

/**
 * The message field and send button (spec 2.13 and 5): Enter sends, Shift+Enter starts a new
 * line; sending is off while the text is blank or a message is on its way. Text that looks like
 * a Social Security number is stopped here, before it leaves the device.
 */
export function MessageComposer({ roomName, onSend, isSending = false, disabled = false }: MessageComposerProps) {
  const t = useT();
  const fieldId = React.useId();
  const hintId = React.useId();
  const warningId = React.useId();
  const [text, setText] = React.useState('');
  const [showSsnWarning, setShowSsnWarning] = React.useState(false);
  const trimmed = text.trim();
  const canSend = !disabled && !isSending && trimmed.length > 0;

  const send = async () => {
    if (!canSend) return;
    if (looksLikeSocialSecurityNumber(trimmed)) {
      setShowSsnWarning(true);
      return;
    }
    // Keep anything typed while the message was on its way.
    if (await onSend(trimmed)) setText((current) => (current.trim() === trimmed ? '' : current));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Chinese, Japanese…) confirms the text, not sends.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-border p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={fieldId} className="sr-only">
        {t('chat.inputLabel', { room: roomName })}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={fieldId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (showSsnWarning) setShowSsnWarning(false);
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
          placeholder={t('chat.inputPlaceholder')}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          rows={2}
          aria-describedby={showSsnWarning ? `${warningId} ${hintId}` : hintId}
          aria-invalid={showSsnWarning || undefined}
          className="max-h-40 min-h-12 resize-y"
        />
        <Button type="submit" disabled={!canSend} className="min-h-12">
          <SendHorizontal aria-hidden="true" />
          <span className="max-[380px]:sr-only">{isSending ? t('chat.sending') : t('chat.send')}</span>
        </Button>
      </div>
      {showSsnWarning ? (
        <p id={warningId} role="alert" className="rounded-md border border-destructive bg-destructive/5 px-3 py-2 text-sm font-medium text-destructive">
          {SSN_WARNING}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('chat.keyboardHint')}
      </p>
    </form>
  );
}
