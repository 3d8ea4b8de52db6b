import * as React from 'react';
import { Link } from 'react-router';
import { HydrateLater } from '#client/components/layout/hydrate-later.tsx';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { FaqPreviewPlaceholder } from '#client/features/faqs/components/faq-preview-frame.tsx';
import { useAuthField } from '#client/lib/auth/use-auth.ts';
import { loginUrl } from '#client/lib/auth/redirect-to-login.ts';
import { Hero } from '#client/features/home/components/hero.tsx';
import { StartHere } from '#client/features/home/components/start-here.tsx';
import {
  LiquidationVsRetentionSection,
  SchedulesGuideSection,
  WhyBankruptcySection,
} from '#client/features/home/components/education-sections.tsx';
import {
  BookPanel,
  CoursePanel,
  LegalResourcesPanel,
  QuickLinksPanel,
  ScheduleToolPanel,
} from '#client/features/home/components/sidebar-panels.tsx';
import { NewsPreviewPlaceholder } from '#client/features/news/components/news-preview-frame.tsx';
import { CommunityPostsLink } from '#client/features/community-posts/components/community-posts-link.tsx';
import { preloadSignupDialog, SignupDialogs, type SignupDialogKind } from '#client/features/signups/components/signup-dialogs.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { useDeferredModule, useDeferredModuleWhenNear } from '#client/lib/use-deferred-module.ts';
import { DeferredEnrollButton } from '#client/app/deferred-enroll-button.tsx';
import '#client/i18n/en/home.ts';

// Only signed-in people see this column, so only they download it.
const HomeCommunityColumn = React.lazy(() => import('../home-community-column.tsx'));
// News and FAQ previews fetch data: their code (and the data library) follows once the page has
// hydrated and they come within a screen; on a phone they are several screens down, and drawing
// them was the first screen's longest wait after the page appeared.
const loadLiveSections = () => import('../home-live-sections.tsx');
// Whether a webinar is scheduled is asked at once: the quick link and /#webinars depend on it.
const loadWebinars = () => import('../home-webinars.tsx');

interface MainColumnProps {
  isAuthenticated: boolean;
  isWebinarScheduled: boolean;
  onWebinarScheduleChange: (isScheduled: boolean) => void;
  onOpenWebinar: () => void;
}

function MainColumn({ isAuthenticated, isWebinarScheduled, onWebinarScheduleChange, onOpenWebinar }: MainColumnProps) {
  const t = useT();
  const livePlace = React.useRef<HTMLDivElement>(null);
  const live = useDeferredModuleWhenNear(loadLiveSections, livePlace);
  const webinars = useDeferredModule(loadWebinars);
  return (
    <div className="flex min-w-0 flex-col gap-12">
      <WhyBankruptcySection />
      <LiquidationVsRetentionSection />
      <SchedulesGuideSection />
      <div ref={livePlace} className="flex flex-col gap-12">
        {live.module ? (
          <live.module.LiveNewsPreview headingId="home-news-heading" />
        ) : (
          <NewsPreviewPlaceholder headingId="home-news-heading" hasFailed={live.hasFailed} />
        )}
        {live.module ? (
          <live.module.LiveFaqPreview headingId="home-faq-heading" />
        ) : (
          <FaqPreviewPlaceholder headingId="home-faq-heading" hasFailed={live.hasFailed} />
        )}
      </div>
      {webinars.module ? <webinars.module.WebinarScheduleWatcher onChange={onWebinarScheduleChange} /> : null}
      {/* Invitations to register only once an admin has scheduled a webinar. */}
      {webinars.module && isWebinarScheduled ? (
        <webinars.module.WebinarsSection>
          {isAuthenticated ? (
            <button type="button" className={buttonVariants()} onClick={onOpenWebinar} onFocus={() => preloadSignupDialog('webinar')} onMouseEnter={() => preloadSignupDialog('webinar')}>
              {t('home.webinars.register')}
            </button>
          ) : (
            <a href={loginUrl('/#webinars')} className={buttonVariants()}>
              {t('home.webinars.signIn')}
            </a>
          )}
        </webinars.module.WebinarsSection>
      ) : null}
    </div>
  );
}

function Sidebar({ isWebinarScheduled }: { isWebinarScheduled: boolean }) {
  const t = useT();
  return (
    <aside aria-label={t('home.sidebarLabel')} className="flex min-w-0 flex-col gap-6">
      <BookPanel />
      <CoursePanel
        enrollButton={
          <DeferredEnrollButton
            className="w-full"
            label={t('home.course.enroll')}
            aria-label={t('home.course.enrollLabel')}
            // Until the payment code has loaded (or without JavaScript) Enroll leads to the course.
            placeholder={
              <Link to="/chapter7#course" className={cn(buttonVariants(), 'w-full')} aria-label={t('home.course.enrollLabel')}>
                {t('home.course.enroll')}
              </Link>
            }
          />
        }
      />
      <ScheduleToolPanel />
      <LegalResourcesPanel />
      <QuickLinksPanel showWebinars={isWebinarScheduled} />
      <CommunityPostsLink headingId="home-community-posts-heading" />
    </aside>
  );
}

/**
 * The home page (spec 2.3). Visitors, and everyone while sign-in is being checked (so the
 * prerendered page and hydration agree), get layout one: hero, main column and sidebar.
 * Signed-in users get layout two: a community column on the left, then the same two columns.
 */
function HomePage() {
  const isAuthenticated = useAuthField('isAuthenticated');
  const [signupDialog, setSignupDialog] = React.useState<SignupDialogKind | null>(null);
  const [isWebinarScheduled, setWebinarScheduled] = React.useState(false);

  return (
    <>
      <Hero
        isAuthenticated={isAuthenticated}
        onOpenNewsletter={() => setSignupDialog('newsletter')}
        onOpenWebinar={() => setSignupDialog('webinar')}
        onPrepare={preloadSignupDialog}
      />
      <StartHere />
      <SignupDialogs open={signupDialog} onOpenChange={setSignupDialog} />
      <PageContainer className="py-10 sm:py-12">
        <div
          className={cn(
            'grid gap-10',
            isAuthenticated ? 'lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)_minmax(0,18rem)] xl:grid-cols-[minmax(0,17rem)_minmax(0,1fr)_minmax(0,20rem)]' : 'lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]',
          )}
        >
          {isAuthenticated ? (
            <React.Suspense fallback={<div aria-hidden="true" />}>
              <HomeCommunityColumn />
            </React.Suspense>
          ) : null}
          <HydrateLater>
            <MainColumn
              isAuthenticated={isAuthenticated}
              isWebinarScheduled={isWebinarScheduled}
              onWebinarScheduleChange={setWebinarScheduled}
              onOpenWebinar={() => setSignupDialog('webinar')}
            />
          </HydrateLater>
          <HydrateLater>
            <Sidebar isWebinarScheduled={isWebinarScheduled} />
          </HydrateLater>
        </div>
      </PageContainer>
    </>
  );
}

export function Component() {
  return <HomePage />;
}
