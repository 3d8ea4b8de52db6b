import { Flag } from 'lucide-react';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { formatClockTime, formatShortDateTime } from '#shared/format/dates.ts';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import '#client/i18n/en/chat.ts';

export interface MessageBubbleProps {
  message: Pick<ChatMessage, 'id' | 'displayName' | 'message' | 'createdAt'>;
  isOwn: boolean;
  /** Fixed time text (the demo's sample messages); otherwise formatted from createdAt. */
  timeText?: string;
  onReport?: () => void;
}

/** One message: the user's own on the right, others' on the left under the sender's name (spec 2.13). */
export function MessageBubble({ message, isOwn, timeText, onReport }: MessageBubbleProps) {
  const t = useT();
  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')} data-message-id={message.id} data-own={isOwn ? 'true' : undefined}>
      <div
        className={cn(
          'flex max-w-[85%] min-w-0 flex-col gap-1 rounded-lg px-3 py-2 sm:max-w-[75%]',
          isOwn ? 'rounded-br-sm bg-secondary text-secondary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {isOwn ? (
          <span className="sr-only">{t('chat.you')}</span>
        ) : (
          <span className="text-sm font-semibold">{message.displayName}</span>
        )}
        <p className="text-base whitespace-pre-wrap [overflow-wrap:anywhere] sm:text-sm" data-testid="chat-message-text">
          {message.message}
        </p>
        <span className={cn('flex items-center gap-3 text-xs text-muted-foreground', isOwn && 'justify-end')}>
          <time dateTime={message.createdAt || undefined} title={timeText ? undefined : formatShortDateTime(message.createdAt)}>
            {timeText ?? formatClockTime(message.createdAt)}
          </time>
          {onReport ? (
            <button
              type="button"
              onClick={onReport}
              className="inline-flex min-h-6 items-center gap-1 rounded px-1 font-medium text-link underline-offset-2 hover:underline"
            >
              <Flag className="size-3" aria-hidden="true" />
              {t('chat.report')}
              <span className="sr-only">{t('chat.reportFrom', { name: message.displayName })}</span>
            </button>
          ) : null}
        </span>
      </div>
    </li>
  );
}
