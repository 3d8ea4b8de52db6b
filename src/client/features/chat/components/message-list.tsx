import * as React from 'react';
import { ArrowDown } from 'lucide-react';
import type { ChatMessage } from '#shared/contracts/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { MessageBubble } from './message-bubble.tsx';
import '#client/i18n/en/chat.ts';

/** Within this many pixels of the end counts as "reading the newest messages". */
const NEAR_BOTTOM_PX = 48;

export interface MessageListProps {
  roomName: string;
  messages: readonly ChatMessage[];
  currentUserId: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onReport: (message: ChatMessage) => void;
}

function isNearBottom(element: HTMLElement): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
}

/**
 * The conversation (24rem high, spec 9). It follows the newest message, except when the reader
 * has scrolled up to read: then new messages wait behind a 'New messages' button. Loading older
 * messages keeps the reader's place.
 */
export function MessageList({ roomName, messages, currentUserId, hasOlder, isLoadingOlder, onLoadOlder, onReport }: MessageListProps) {
  const t = useT();
  const scrollerRef = React.useRef<HTMLDivElement>(null);
  const followRef = React.useRef(true);
  const shownRef = React.useRef<{ oldestId: number; newestId: number; scrollHeight: number } | null>(null);
  const [hasUnseen, setHasUnseen] = React.useState(false);

  const newest = messages.at(-1);
  const oldestId = messages[0]?.id ?? 0;
  const newestId = newest?.id ?? 0;
  const isNewestOwn = newest?.userId === currentUserId;

  React.useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const before = shownRef.current;
    shownRef.current = { oldestId, newestId, scrollHeight: scroller.scrollHeight };
    if (before === null || before.newestId === 0) {
      scroller.scrollTop = scroller.scrollHeight;
      return;
    }
    if (oldestId < before.oldestId && newestId === before.newestId) {
      // Older messages went in above: keep the same messages in view.
      scroller.scrollTop += scroller.scrollHeight - before.scrollHeight;
      return;
    }
    if (newestId > before.newestId) {
      if (followRef.current || isNewestOwn) {
        scroller.scrollTop = scroller.scrollHeight;
        followRef.current = true;
      } else {
        setHasUnseen(true);
      }
    }
  }, [oldestId, newestId, isNewestOwn]);

  const onScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    followRef.current = isNearBottom(scroller);
    if (followRef.current) setHasUnseen(false);
  };

  const showNewest = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    scroller.scrollTop = scroller.scrollHeight;
    followRef.current = true;
    setHasUnseen(false);
  };

  return (
    <div className="relative min-h-0">
      <div
        ref={scrollerRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.messagesLabel', { room: roomName })}
        // Focusable so keyboard users can scroll it.
        tabIndex={0}
        className="h-96 overflow-y-auto overscroll-contain px-3 py-3 sm:px-4"
      >
        {hasOlder ? (
          <div className="mb-3 flex justify-center">
            <Button variant="outline" size="sm" onClick={onLoadOlder} disabled={isLoadingOlder}>
              {isLoadingOlder ? <Spinner size="sm" label={t('chat.loadingOlder')} /> : null}
              {t('chat.loadOlder')}
            </Button>
          </div>
        ) : null}
        {messages.length === 0 ? (
          <p className="flex h-full items-center justify-center px-4 text-center text-muted-foreground">{t('chat.emptyRoom')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {messages.map((message) => {
              const isOwn = message.userId === currentUserId;
              return <MessageBubble key={message.id} message={message} isOwn={isOwn} onReport={isOwn ? undefined : () => onReport(message)} />;
            })}
          </ol>
        )}
      </div>
      {hasUnseen ? (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center">
          <Button size="sm" onClick={showNewest} className="pointer-events-auto shadow-md">
            <ArrowDown aria-hidden="true" />
            {t('chat.newMessages')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
