import * as React from 'react';
import { MessagesSquare } from 'lucide-react';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useChatRooms } from '../api/get-chat-rooms.ts';
import { DisplayNameControl } from './display-name-dialog.tsx';
import { RoomConversation } from './room-conversation.tsx';
import { RoomList } from './room-list.tsx';
import '#client/i18n/en/chat.ts';

/** Below Tailwind's `md`, where the two columns stack. */
const STACKED_LAYOUT_QUERY = '(max-width: 47.999rem)';

export interface ChatPanelProps {
  userId: string;
  displayName: string;
  headingLevel: 2 | 3;
}

/** The signed-in chat of spec 2.13: rooms on the left, the chosen room on the right (stacked on phones). */
export function ChatPanel({ userId, displayName, headingLevel }: ChatPanelProps) {
  const t = useT();
  const rooms = useChatRooms(true);
  const [selectedRoomId, setSelectedRoomId] = React.useState<number | null>(null);
  const conversationRef = React.useRef<HTMLDivElement>(null);
  const selectedRoom = rooms.data?.find((room) => room.id === selectedRoomId) ?? null;

  const selectRoom = (roomId: number) => {
    setSelectedRoomId(roomId);
    // On a phone the conversation is below the room list: bring it into view.
    if (window.matchMedia(STACKED_LAYOUT_QUERY).matches) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      requestAnimationFrame(() => conversationRef.current?.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' }));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <DisplayNameControl userId={userId} displayName={displayName} />
        <p className="text-sm text-muted-foreground">{t('chat.guidelines')}</p>
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        {rooms.isPending ? (
          <Spinner label={t('chat.loadingRooms')} showLabel />
        ) : rooms.isError ? (
          <p role="alert">{t('chat.roomsFailed')}</p>
        ) : rooms.data.length === 0 ? (
          <p>{t('chat.noRooms')}</p>
        ) : (
          <RoomList rooms={rooms.data} selectedRoomId={selectedRoomId} onSelect={selectRoom} headingLevel={headingLevel} />
        )}
        <div ref={conversationRef} className="flex min-w-0 scroll-mt-4 flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm">
          {selectedRoom ? (
            <RoomConversation key={selectedRoom.id} room={selectedRoom} currentUserId={userId} headingLevel={headingLevel} />
          ) : (
            <div className="flex h-96 flex-col items-center justify-center gap-3 px-4 text-center text-muted-foreground">
              <MessagesSquare className="size-10" aria-hidden="true" />
              <p className="text-base">{t('chat.selectRoom')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
