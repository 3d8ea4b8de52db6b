import { Link } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { LEGAL_FIGURE_TEXT } from 'virtual:legal-figures';
import feeSources from 'virtual:legal-figure-sources/filingFee.chapter7+filingFee.chapter13';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import { OFFICIAL_FORMS } from '#shared/law/data/official-forms.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { SCHEDULE_FORMS } from '../lib/offers.ts';
import '#client/i18n/en/home.ts';
import '#client/i18n/en/official-forms.ts';

const textLinkClass =
  'inline-flex min-h-10 items-center gap-2 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2';

/** Why people consider bankruptcy, in plain words, with its costs. */
export function WhyBankruptcySection() {
  const t = useT();
  const reasons: MessageKey[] = ['home.why.reason1', 'home.why.reason2', 'home.why.reason3', 'home.why.reason4'];
  return (
    <section aria-labelledby="home-why-heading" className="flex flex-col gap-4">
      <h2 id="home-why-heading" className="text-2xl font-bold tracking-tight">
        {t('home.why.heading')}
      </h2>
      <p className="text-base leading-relaxed">{t('home.why.intro')}</p>
      <ul className="flex flex-col gap-2">
        {reasons.map((key) => (
          <li key={key} className="flex gap-3">
            <Check className="mt-1 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <p className="rounded-md border border-notice-border bg-notice p-4 text-sm">{t('home.why.caution')}</p>
    </section>
  );
}

/** Chapter 7 (liquidation) next to Chapter 13 (retention), with the figures of the law module. */
export function LiquidationVsRetentionSection() {
  const t = useT();
  const chapter7Time = LEGAL_FIGURE_TEXT['chapter7.timeToDischarge'];
  const planLength = LEGAL_FIGURE_TEXT['chapter13Plan.length'];
  const fee7 = LEGAL_FIGURE_TEXT['filingFee.chapter7'];
  const fee13 = LEGAL_FIGURE_TEXT['filingFee.chapter13'];

  return (
    <section aria-labelledby="home-compare-heading" className="flex flex-col gap-4">
      <h2 id="home-compare-heading" className="text-2xl font-bold tracking-tight">
        {t('home.compare.heading')}
      </h2>
      <p className="text-base leading-relaxed">{t('home.compare.intro')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <article aria-labelledby="home-compare-7" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-xs">
          <h3 id="home-compare-7" className="text-lg font-semibold">
            {t('home.compare.chapter7Title')}
          </h3>
          <p>{t('home.compare.chapter7Text', { chapter7Time })}</p>
          <p className="text-sm font-medium">{t('home.compare.chapter7Fee', { fee: fee7 })}</p>
          <Link to="/chapter7" className={textLinkClass}>
            {t('home.compare.readMore7')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </article>
        <article aria-labelledby="home-compare-13" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-xs">
          <h3 id="home-compare-13" className="text-lg font-semibold">
            {t('home.compare.chapter13Title')}
          </h3>
          <p>{t('home.compare.chapter13Text', { planLength })}</p>
          <p className="text-sm font-medium">{t('home.compare.chapter13Fee', { fee: fee13 })}</p>
          <Link to="/chapter13" className={textLinkClass}>
            {t('home.compare.readMore13')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </article>
      </div>
      <p className="text-sm text-muted-foreground">{t('home.compare.feeHelp')}</p>
      <FigureSources notes={feeSources} />
    </section>
  );
}

/** The schedules guide: each schedule's official form and what it is for. */
export function SchedulesGuideSection() {
  const t = useT();
  return (
    <section aria-labelledby="home-schedules-heading" className="flex flex-col gap-4">
      <h2 id="home-schedules-heading" className="text-2xl font-bold tracking-tight">
        {t('home.schedules.heading')}
      </h2>
      <p className="text-base leading-relaxed">{t('home.schedules.intro')}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {SCHEDULE_FORMS.map((number) => {
          const form = OFFICIAL_FORMS.find((f) => f.number === number);
          return (
            <div key={number} className="rounded-md border border-border p-4">
              <dt className="font-semibold">
                {form?.title ?? number}{' '}
                <span className="text-sm font-normal whitespace-nowrap text-muted-foreground">({t('home.schedules.formLabel', { number })})</span>
              </dt>
              <dd className="mt-1 text-sm text-muted-foreground">{t(`forms.purpose.${number}`)}</dd>
            </div>
          );
        })}
      </dl>
      <p className="text-sm">{t('home.schedules.tip')}</p>
      <div className="flex flex-wrap gap-x-6">
        <Link to="/preparation" className={textLinkClass}>
          {t('home.schedules.checklistLink')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
        <Link to="/forms" className={textLinkClass}>
          {t('home.schedules.formsLink')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
