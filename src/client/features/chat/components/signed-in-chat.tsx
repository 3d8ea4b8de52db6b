import { QueryProvider } from '#client/lib/query-provider.tsx';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';

/**
 * The signed-in chat with its data layer: loaded on demand (see community-chat.tsx), so visitors
 * and the prerendered page do not download it.
 */
export function SignedInChat(props: ChatPanelProps) {
  return (
    <QueryProvider>
      <ChatPanel {...props} />
    </QueryProvider>
  );
}
