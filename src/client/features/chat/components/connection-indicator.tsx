import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import type { FeedStatus } from '../lib/room-feed.ts';
import '#client/i18n/en/chat.ts';

/**
 * Online while the live channel is open; otherwise Offline, and the room is checked every few
 * seconds meanwhile. Announced politely when it changes. Colour is never the only cue.
 */
export function ConnectionIndicator({ status }: { status: FeedStatus }) {
  const t = useT();
  const isOnline = status === 'live';
  return (
    <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite" data-status={status}>
      <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', isOnline ? 'bg-green-700' : 'bg-muted-foreground')} />
      <span>{status === 'connecting' ? t('chat.connecting') : isOnline ? t('chat.online') : t('chat.offline')}</span>
      {status === 'polling' ? <span className="sr-only">{t('chat.offlineHint')}</span> : null}
    </p>
  );
}
