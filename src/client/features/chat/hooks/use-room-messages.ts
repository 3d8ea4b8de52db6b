import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, type ChatMessage } from '#shared/contracts/chat.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { isUnauthorizedError } from '#client/lib/api-request.ts';
import { chatMessageKeys, fetchChatMessages, useChatMessages } from '../api/get-chat-messages.ts';
import { lastMessageId, mergeMessages, reconcileWithNewestPage, removeMessage } from '../lib/message-list.ts';
import { browserEventSource, startRoomFeed, type FeedStatus } from '../lib/room-feed.ts';

export interface RoomMessages {
  messages: ChatMessage[];
  isLoading: boolean;
  isError: boolean;
  /** State of the live channel (the header's Online/Offline indicator). */
  status: FeedStatus;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  /** Fetches the page before the oldest message shown; rejects when that fails. */
  loadOlder(): Promise<void>;
}

/**
 * One room's messages, kept current: the newest page first, then the live feed (Server-Sent
 * Events, or polling every 2 s while they are down) merges into the same cache entry by id.
 * Mount it with `key={roomId}` so each room starts fresh.
 */
export function useRoomMessages(roomId: number): RoomMessages {
  const queryClient = useQueryClient();
  const query = useChatMessages(roomId);
  const [status, setStatus] = React.useState<FeedStatus>('connecting');
  const [firstPageSize, setFirstPageSize] = React.useState<number | null>(null);
  const [hasNoMoreOlder, setHasNoMoreOlder] = React.useState(false);
  const [isLoadingOlder, setIsLoadingOlder] = React.useState(false);

  // Whether older messages may exist is known from the first page only (later pushes add to it).
  if (firstPageSize === null && query.data) setFirstPageSize(query.data.length);

  // The session ended since the page loaded: the shared sign-in-again flow.
  React.useEffect(() => {
    if (isUnauthorizedError(query.error)) notifyUnauthorizedAndRedirect();
  }, [query.error]);

  const isLoaded = query.isSuccess;
  React.useEffect(() => {
    if (!isLoaded) return;
    const key = chatMessageKeys.room(roomId);
    const update = (change: (current: ChatMessage[]) => ChatMessage[]) =>
      queryClient.setQueryData<ChatMessage[]>(key, (current = []) => change(current));
    const feed = startRoomFeed({
      roomId,
      afterId: lastMessageId(queryClient.getQueryData<ChatMessage[]>(key) ?? []),
      onMessages: (messages) => update((current) => mergeMessages(current, messages)),
      onHidden: (messageId) => update((current) => removeMessage(current, messageId)),
      onStatus: setStatus,
      onResync: () => {
        fetchChatMessages(roomId).then(
          (page) => update((current) => reconcileWithNewestPage(current, page)),
          () => undefined,
        );
      },
      onPollError: (error) => {
        if (!isUnauthorizedError(error)) return;
        feed.stop();
        notifyUnauthorizedAndRedirect();
      },
      fetchAfter: (afterId, signal) => fetchChatMessages(roomId, { after: afterId }, signal),
      openEventSource: browserEventSource(),
    });
    return () => feed.stop();
  }, [isLoaded, roomId, queryClient]);

  const messages = query.data ?? [];
  const oldestId = messages[0]?.id;
  const loadOlder = React.useCallback(async () => {
    if (oldestId === undefined) return;
    setIsLoadingOlder(true);
    try {
      const page = await fetchChatMessages(roomId, { before: oldestId });
      if (page.length < CHAT_PAGE_SIZE) setHasNoMoreOlder(true);
      queryClient.setQueryData<ChatMessage[]>(chatMessageKeys.room(roomId), (current = []) => mergeMessages(current, page));
    } finally {
      setIsLoadingOlder(false);
    }
  }, [oldestId, roomId, queryClient]);

  return {
    messages,
    isLoading: query.isPending,
    isError: query.isError,
    status,
    hasOlder: firstPageSize !== null && firstPageSize >= CHAT_PAGE_SIZE && !hasNoMoreOlder && messages.length > 0,
    isLoadingOlder,
    loadOlder,
  };
}
