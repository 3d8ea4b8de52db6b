import * as React from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { loginUrl } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useT } from '#client/i18n/i18n.ts';
import { ChatDemo } from './chat-demo.tsx';
import '#client/i18n/en/chat.ts';

// The real chat (data library, live feed, dialogs) is fetched only for signed-in people, keeping
// the page's first JavaScript within budget for visitors.
const SignedInChat = React.lazy(() => import('./signed-in-chat.tsx').then((module) => ({ default: module.SignedInChat })));


export interface CommunityChatProps {
  /** Level of the chat's top headings: 2 under a page's h1 (/community), 3 under a tab's h2 (/resources). */
  headingLevel?: 2 | 3;
}

/**
 * Community chat for /community and the Resources page's chat tab: the real rooms for signed-in
 * people, the demo for visitors (also while the sign-in check is under way, which is what the
 * prerendered page shows).
 */
export function CommunityChat({ headingLevel = 2 }: CommunityChatProps) {
  const t = useT();
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user) return <ChatDemo loginHref={loginUrl(pathname)} headingLevel={headingLevel} />;
  return (
    <React.Suspense
      fallback={
        <div className="flex min-h-96 items-center justify-center">
          <Spinner label={t('chat.loadingChat')} showLabel />
        </div>
      }
    >
      <SignedInChat userId={user.id} displayName={user.displayName} headingLevel={headingLevel} />
    </React.Suspense>
  );
}
