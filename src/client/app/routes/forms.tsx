import { Link } from 'react-router';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { Prose } from '#client/components/layout/prose.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { OfficialFormsList } from '#client/features/official-forms/components/official-forms-list.tsx';
import { useWebinarScheduled, WebinarsSection } from '#client/features/webinars/components/webinars-section.tsx';
import { useT } from '#client/i18n/i18n.ts';
import intro, { title } from '#content/en/forms-intro.md';
import '#client/i18n/en/official-forms.ts';

/** Official forms (issue 4): what each form is for, which package prepares it, and the webinars. */
export function Component() {
  const t = useT();
  const isWebinarScheduled = useWebinarScheduled();
  return (
    <PageContainer className="flex flex-col gap-10 py-10 sm:py-14">
      <div className="flex flex-col gap-6">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <Prose content={intro} />
      </div>
      <OfficialFormsList />
      {/* Invitations to webinars only once an admin has scheduled one. */}
      {isWebinarScheduled ? (
        <WebinarsSection className="max-w-3xl">
          <Link to="/#webinars" className={buttonVariants({ size: 'lg' })}>
            {t('forms.webinarCta')}
          </Link>
        </WebinarsSection>
      ) : null}
    </PageContainer>
  );
}
