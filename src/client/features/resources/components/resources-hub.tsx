import type * as React from 'react';
import { Link } from 'react-router';
import { Bot, Check, MapPin, MessagesSquare } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { useTabParam } from '#client/hooks/use-tab-param.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { ResourceMatchingForm } from './resource-matching-form.tsx';
import '#client/i18n/en/premium.ts';

const TABS = ['resource-matching', 'community-chat', 'ai-counseling'] as const;

function FeatureList({ items }: { items: MessageKey[] }) {
  const t = useT();
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {t(item)}
        </li>
      ))}
    </ul>
  );
}

export interface ResourcesHubProps {
  /** 'preview' under the premium gate: the default tab only. */
  mode: 'full' | 'preview';
  /** The whole community-chat tab ('Real-Time Community Support' with the live chat, from the chat feature); without it, a link to /community. */
  chat?: React.ReactNode;
  /** The ai-counseling tab's assistant (counseling feature, loaded when the tab opens); without it, a note that it is coming. */
  counseling?: React.ReactNode;
}

/**
 * Advanced Resources & Support's tabs (spec 2.12): resource-matching (default), community-chat
 * and ai-counseling. Inactive tabs are not mounted, so the chat connects only when opened.
 */
export function ResourcesHub({ mode, chat, counseling }: ResourcesHubProps) {
  const t = useT();
  const [tab, selectTab] = useTabParam(TABS, 'resource-matching', { isFixed: mode === 'preview' });
  return (
    <Tabs value={tab} onValueChange={selectTab}>
      <TabsList aria-label={t('resources.tabsLabel')}>
        <TabsTrigger value="resource-matching">
          <MapPin aria-hidden="true" />
          {t('resources.tab.matching')}
        </TabsTrigger>
        <TabsTrigger value="community-chat">
          <MessagesSquare aria-hidden="true" />
          {t('resources.tab.chat')}
        </TabsTrigger>
        <TabsTrigger value="ai-counseling">
          <Bot aria-hidden="true" />
          {t('resources.tab.counseling')}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="resource-matching">
        <ResourceMatchingForm />
      </TabsContent>
      <TabsContent value="community-chat">
        {chat ?? (
          <section aria-labelledby="community-chat-heading" className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <h2 id="community-chat-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
                <MessagesSquare className="size-6 shrink-0 text-primary" aria-hidden="true" />
                {t('resources.chat.heading')}
              </h2>
              <p className="text-muted-foreground">{t('resources.chat.text')}</p>
              <FeatureList items={['resources.chat.peer', 'resources.chat.realtime', 'resources.chat.moderated', 'resources.chat.topics']} />
            </div>
            <p>
              {t('resources.chat.elsewhere')}{' '}
              <Link to="/community" className="font-medium text-link underline underline-offset-4 hover:text-link-hover">
                {t('resources.chat.communityLink')}
              </Link>
            </p>
          </section>
        )}
      </TabsContent>
      <TabsContent value="ai-counseling">
        <section aria-labelledby="ai-counseling-heading" className="flex max-w-3xl flex-col gap-4">
          <h2 id="ai-counseling-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <Bot className="size-6 shrink-0 text-primary" aria-hidden="true" />
            {t('resources.counseling.heading')}
          </h2>
          <p className="text-muted-foreground">{t('resources.counseling.text')}</p>
          <FeatureList items={['resources.counseling.available', 'resources.counseling.private', 'resources.counseling.personalized']} />
          {counseling ?? <p className="rounded-lg border border-dashed border-border p-4">{t('resources.counseling.soon')}</p>}
          <p className="text-sm text-muted-foreground">{t('resources.counseling.note')}</p>
        </section>
      </TabsContent>
    </Tabs>
  );
}
