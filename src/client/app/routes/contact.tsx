import { Info } from 'lucide-react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { ContactForm } from '#client/features/contact/components/contact-form.tsx';
import { SupportDetails } from '#client/features/contact/components/support-details.tsx';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/contact.ts';

/** Contact (spec 2.11): the form, the support details and a not-legal-advice notice. */
export function Component() {
  const t = useT();
  return (
    <PageContainer className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('page.contact.heading')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{t('contact.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="contact-form-heading" className="relative flex min-w-0 flex-col gap-4">
          <h2 id="contact-form-heading" className="text-xl font-semibold">
            {t('contact.formHeading')}
          </h2>
          <ContactForm />
        </section>
        <div className="flex min-w-0 flex-col gap-6">
          <SupportDetails />
          <aside aria-labelledby="contact-disclaimer-heading" className="flex gap-3 rounded-md border border-notice-border bg-notice p-4 text-sm text-notice-foreground">
            <Info className="mt-0.5 size-5 shrink-0 text-warning-soft-foreground" aria-hidden="true" />
            <div>
              <h2 id="contact-disclaimer-heading" className="font-semibold">
                {t('contact.disclaimerHeading')}
              </h2>
              <p className="mt-1">{t('contact.disclaimer')}</p>
            </div>
          </aside>
        </div>
      </div>
    </PageContainer>
  );
}

