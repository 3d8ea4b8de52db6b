import * as React from 'react';
import { paidAccessOf } from '#shared/routes.ts';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { CommunityChat } from '#client/features/chat/components/community-chat.tsx';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { ResourcesHub } from '#client/features/resources/components/resources-hub.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/chat.ts';
import '#client/i18n/en/premium.ts';

/** The ai-counseling tab's assistant: its own chunk, loaded when the tab opens. */
const CounselingAssistant = React.lazy(() => import('#client/features/counseling/components/counseling-assistant.tsx'));

/** The community-chat tab's content: the live chat and its introduction (chat feature). */
function CommunityChatTab() {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h2 className="text-2xl font-semibold">{t('chat.resources.heading')}</h2>
        <p className="max-w-3xl text-muted-foreground">{t('chat.resources.intro')}</p>
        <ul className="grid gap-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <li className="rounded-md bg-muted px-3 py-2">{t('chat.resources.featurePeers')}</li>
          <li className="rounded-md bg-muted px-3 py-2">{t('chat.resources.featureRealtime')}</li>
          <li className="rounded-md bg-muted px-3 py-2">{t('chat.resources.featureModerated')}</li>
          <li className="rounded-md bg-muted px-3 py-2">{t('chat.resources.featureRooms')}</li>
        </ul>
      </div>
      <CommunityChat headingLevel={3} />
    </div>
  );
}

/**
 * Advanced Resources & Support (spec 2.12) behind the premium gate with a preview (2.16):
 * resource-matching (default), community-chat with the live chat, ai-counseling.
 */
function ResourcesPage() {
  const t = useT();
  const access = usePremiumAccess(paidAccessOf('resources'));
  return (
    <PremiumGate access={access} heading={t('page.resources.heading')} intro={t('resources.intro')} feature={t('page.resources.heading')} allowPreview>
      {(mode) => (
        <ResourcesHub
          mode={mode}
          chat={<CommunityChatTab />}
          counseling={
            <React.Suspense fallback={<p className="text-muted-foreground">Loading the assistant…</p>}>
              <CounselingAssistant />
            </React.Suspense>
          }
        />
      )}
    </PremiumGate>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <ResourcesPage />
    </QueryProvider>
  );
}
