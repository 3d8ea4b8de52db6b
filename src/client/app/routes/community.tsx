import { PageContainer } from '#client/components/layout/page-container.tsx';
import { CommunityChat } from '#client/features/chat/components/community-chat.tsx';
import { CommunityPostsSection } from '#client/features/community-posts/components/community-posts-section.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/chat.ts';

/** Community Support (spec 2.13): the chat panel, then the community's stories and questions. */
export function Component() {
  const t = useT();
  return (
    <PageContainer className="flex flex-col gap-12 py-10 sm:py-14">
      <div className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{t('page.community.heading')}</h1>
          <p className="max-w-3xl text-lg text-muted-foreground">{t('chat.pageIntro')}</p>
        </div>
        <CommunityChat />
      </div>
      <CommunityPostsSection />
    </PageContainer>
  );
}
