import * as React from 'react';
import type { ChatMessage, ChatRoom } from '#shared/contracts/chat.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { useSendChatMessage } from '../api/send-chat-message.ts';
import { useRoomMessages } from '../hooks/use-room-messages.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageList } from './message-list.tsx';
import { PinnedNotice } from './pinned-notice.tsx';
import { ReportMessageDialog } from './report-message-dialog.tsx';
import { RoomTypeBadge } from './room-type-badge.tsx';
import '#client/i18n/en/chat.ts';

export interface RoomConversationProps {
  room: ChatRoom;
  currentUserId: string;
  headingLevel: 2 | 3;
}

/** The right column for one room: header with the connection state, messages and the input. */
export function RoomConversation({ room, currentUserId, headingLevel }: RoomConversationProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const feed = useRoomMessages(room.id);
  const send = useSendChatMessage();
  const [reporting, setReporting] = React.useState<ChatMessage | null>(null);

  const sendMessage = async (text: string): Promise<boolean> => {
    try {
      await send.mutateAsync({ roomId: room.id, message: text });
      return true;
    } catch (error) {
      // A refusal's own text helps the sender (blank, too long, SSN, muted, archived room, too fast).
      reportApiFailure(error, { title: t('chat.sendFailedTitle'), fallback: t('chat.sendFailedText') });
      return false;
    }
  };

  const loadOlder = () => {
    feed.loadOlder().catch(() => {
      toast({ variant: 'destructive', title: t('chat.olderFailedTitle'), description: t('chat.olderFailedText') });
    });
  };

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border px-3 py-3 sm:px-4">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Heading className="text-lg font-semibold">{room.name}</Heading>
          <RoomTypeBadge type={room.type} />
        </div>
        <ConnectionIndicator status={feed.status} />
      </div>
      {room.pinnedNotice ? <PinnedNotice text={room.pinnedNotice} /> : null}
      {feed.isLoading ? (
        <div className="flex h-96 items-center justify-center">
          <Spinner label={t('chat.loadingMessages')} showLabel />
        </div>
      ) : feed.isError ? (
        <div className="flex h-96 flex-col items-center justify-center gap-3 px-4 text-center" role="alert">
          <p>{t('chat.loadFailed')}</p>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('chat.reload')}
          </Button>
        </div>
      ) : (
        <MessageList
          roomName={room.name}
          messages={feed.messages}
          currentUserId={currentUserId}
          hasOlder={feed.hasOlder}
          isLoadingOlder={feed.isLoadingOlder}
          onLoadOlder={loadOlder}
          onReport={setReporting}
        />
      )}
      <MessageComposer roomName={room.name} onSend={sendMessage} isSending={send.isPending} disabled={feed.isLoading || feed.isError} />
      <ReportMessageDialog message={reporting} onClose={() => setReporting(null)} />
    </>
  );
}
