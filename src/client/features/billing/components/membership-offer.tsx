import { Link } from 'react-router';
import { Check, Scale } from 'lucide-react';
import { COURSES, DOCUMENT_PACKAGE_PRICES } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import { DOCUMENT_TEMPLATE_IDS } from '#shared/contracts/document-templates.ts';
import { formatPriceStepDate, premiumPriceToday } from '../lib/premium-price.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import '#client/i18n/en/billing.ts';

const FEATURES: ReadonlyArray<{ title: MessageKey; text: MessageKey }> = [
  { title: 'billing.subscribe.feature.documents', text: 'billing.subscribe.feature.documentsText' },
  { title: 'billing.subscribe.feature.assessment', text: 'billing.subscribe.feature.assessmentText' },
  { title: 'billing.subscribe.feature.counseling', text: 'billing.subscribe.feature.counselingText' },
  { title: 'billing.subscribe.feature.matching', text: 'billing.subscribe.feature.matchingText' },
  { title: 'billing.subscribe.feature.community', text: 'billing.subscribe.feature.communityText' },
  { title: 'billing.subscribe.feature.cancel', text: 'billing.subscribe.feature.cancelText' },
];

/** The PREMIUM MEMBERSHIP offer (spec 2.15, 9): price, features, the attorney-fee comparison and the billing terms. */
export function MembershipOffer() {
  const t = useT();
  const today = premiumPriceToday();
  const price = formatCents(today.monthlyCents);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-wide text-primary sm:text-4xl">{t('billing.subscribe.heading')}</h1>
        <p className="text-lg">{t('billing.subscribe.intro')}</p>
        <p className="text-4xl font-bold tracking-tight">{t('billing.subscribe.price', { price })}</p>
      </div>

      <section aria-labelledby="features-heading" className="flex flex-col gap-3">
        <h2 id="features-heading" className="text-xl font-semibold">
          {t('billing.subscribe.featuresHeading')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex gap-3 rounded-lg border border-border bg-card p-3">
              <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <span className="flex flex-col gap-0.5">
                <span className="font-semibold">{t(feature.title)}</span>
                <span className="text-sm text-muted-foreground">{t(feature.text)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="extra-heading" className="flex flex-col gap-2">
        <h2 id="extra-heading" className="text-xl font-semibold">
          {t('billing.subscribe.extraHeading')}
        </h2>
        <p>{t('billing.subscribe.extraIntro')}</p>
        <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-primary">
          {DOCUMENT_TEMPLATE_IDS.map((id) => (
            <li key={id}>{t('billing.subscribe.extraPackage', { name: DOCUMENT_PACKAGE_PRICES[id].name, price: formatCents(DOCUMENT_PACKAGE_PRICES[id].priceCents) })}</li>
          ))}
          <li>{t('billing.subscribe.extraCourse', { name: COURSES.chapter7.name, price: formatCents(COURSES.chapter7.priceCents) })}</li>
        </ul>
      </section>

      <p className="flex gap-3 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
        <Scale className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('billing.subscribe.attorneyNote')}</strong> {t('billing.subscribe.notAdvice')}
        </span>
      </p>

      <section aria-labelledby="terms-heading" className="flex flex-col gap-2">
        <h2 id="terms-heading" className="text-xl font-semibold">
          {t('billing.subscribe.termsHeading')}
        </h2>
        <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-primary">
          <li>{t('billing.subscribe.termsRenewal', { price })}</li>
          <li>{t('billing.subscribe.termsCancel')}</li>
          <li>{t('billing.subscribe.termsPriceChange')}</li>
          {today.next ? (
            <li>
              <strong className="font-semibold">{t('billing.subscribe.scheduledChange', { price: formatCents(today.next.monthlyCents), date: formatPriceStepDate(today.next) })}</strong>{' '}
              {t('billing.subscribe.scheduledChangeMembers')}
            </li>
          ) : null}
        </ul>
        <Link to="/terms-of-service" className="self-start font-medium text-link underline underline-offset-4 hover:text-link-hover">
          {t('billing.subscribe.termsLink')}
        </Link>
      </section>
    </div>
  );
}
