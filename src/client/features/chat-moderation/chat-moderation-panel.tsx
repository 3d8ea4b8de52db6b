import * as React from 'react';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { MutesSection } from './components/mutes-section.tsx';
import { ReportsSection, type MuteTarget } from './components/reports-section.tsx';
import { RoomsSection } from './components/rooms-section.tsx';
import '#client/i18n/en/chat-moderation.ts';

/**
 * The admin dashboard's Chat tab: reported messages (hide or dismiss), muted members (unmute,
 * mute for a period) and the rooms (create, edit, archive). The server records each action in
 * the audit log.
 */
export function ChatModerationPanel() {
  const t = useT();
  const [muteTarget, setMuteTarget] = React.useState<MuteTarget | null>(null);
  const muteFormRef = React.useRef<HTMLDivElement>(null);

  const muteAuthor = (target: MuteTarget) => {
    setMuteTarget(target);
    requestAnimationFrame(() => {
      const form = muteFormRef.current;
      form?.scrollIntoView({ block: 'start' });
      form?.querySelector<HTMLSelectElement>('select')?.focus();
    });
  };

  return (
    <QueryProvider>
      <section aria-labelledby="chat-moderation-heading" className="flex flex-col gap-8">
        <div className="flex flex-col gap-2">
          <h2 id="chat-moderation-heading" className="text-xl font-semibold">
            {t('chatModeration.heading')}
          </h2>
          <p className="text-muted-foreground">{t('chatModeration.intro')}</p>
        </div>
        <ReportsSection onMuteAuthor={muteAuthor} />
        <MutesSection target={muteTarget} formRef={muteFormRef} />
        <RoomsSection />
      </section>
    </QueryProvider>
  );
}
