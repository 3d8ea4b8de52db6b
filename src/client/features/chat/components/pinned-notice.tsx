import { Pin } from 'lucide-react';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/chat.ts';

/**
 * The room's pinned welcome and guidelines, above its messages: the welcome shows, the
 * guidelines open with a click so they do not take the room's height from the conversation.
 */
export function PinnedNotice({ text }: { text: string }) {
  const t = useT();
  const [welcome, ...rest] = text.split(/\n\s*\n/);
  const details = rest.join('\n\n').trim();
  return (
    <div className="border-b border-border bg-secondary/60 px-3 py-2 text-sm sm:px-4" data-testid="chat-pinned-notice">
      <p className="flex items-start gap-2">
        <Pin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>
          <span className="sr-only">{t('chat.pinned')} </span>
          {welcome}
        </span>
      </p>
      {details ? (
        <details className="mt-1 pl-6">
          <summary className="min-h-6 cursor-pointer font-medium text-link">{t('chat.pinnedGuidelines')}</summary>
          <p className="mt-1 whitespace-pre-line">{details}</p>
        </details>
      ) : null}
    </div>
  );
}
