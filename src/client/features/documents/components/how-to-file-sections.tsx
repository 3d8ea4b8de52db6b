import type * as React from 'react';
import { Link } from 'react-router';
import type { HowToFile } from '#shared/contracts/how-to-file.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatCents } from '#shared/format/money.ts';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/how-to-file.ts';
import '#client/i18n/en/premium.ts';
import { hasSeparateFiles, SEPARATE_FILES, separateFileHref } from '../lib/separate-files.ts';
import { CourtOfficeCard } from './court-office-card.tsx';


function Section({ id, heading, children }: { id: string; heading: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="text-link underline underline-offset-4 [overflow-wrap:anywhere]">
      {children} <span className="sr-only">{t('howToFile.newTab')}</span>
    </a>
  );
}

/** The clerk's office for the person's county (or every office of the district), with the data's date and the court's own pages. */
export function WhereToFile({ page }: { page: HowToFile }) {
  const t = useT();
  const { offices, court } = page;
  const lead =
    offices.choice === 'none'
      ? t('howToFile.where.none')
      : offices.choice === 'county'
        ? t('howToFile.where.yours')
        : offices.serving.length === 1
          ? t('howToFile.where.one')
          : t('howToFile.where.several', { count: offices.serving.length });
  return (
    <Section id="where-heading" heading={t('howToFile.where.heading')}>
      <p>{lead}</p>
      {offices.serving.length > 0 ? (
        <div className="flex flex-col gap-3">
          {offices.serving.map((office) => (
            <CourtOfficeCard key={`${office.name}-${office.city}`} office={office} />
          ))}
        </div>
      ) : null}
      {offices.others.length > 0 ? (
        <details className="rounded-lg border border-border p-3">
          <summary className="min-h-6 cursor-pointer font-medium">{t('howToFile.where.others', { count: offices.others.length })}</summary>
          <div className="mt-3 flex flex-col gap-3">
            {offices.others.map((office) => (
              <CourtOfficeCard key={`${office.name}-${office.city}`} office={office} />
            ))}
          </div>
        </details>
      ) : null}
      <p className="font-medium" data-testid="offices-as-of">
        {t('howToFile.where.asOf', { date: formatIsoDate(offices.asOf) })}
      </p>
      <ul className="flex flex-col gap-1">
        {court.website ? (
          <li>
            <ExternalLink href={court.website}>{t('howToFile.where.website')}</ExternalLink>
          </li>
        ) : null}
        {court.proSePage ? (
          <li>
            <ExternalLink href={court.proSePage}>{t('howToFile.where.proSe')}</ExternalLink>
          </li>
        ) : null}
      </ul>
    </Section>
  );
}

/** The fee in force on the planned filing date and the way the person chose to pay it. */
export function FilingFee({ page, editorHref }: { page: HowToFile; editorHref: string }) {
  const t = useT();
  const { fee } = page;
  const parts = {
    filingFee: formatCents(fee.filingFeeCents),
    administrativeFee: formatCents(fee.administrativeFeeCents),
    trusteeSurcharge: formatCents(fee.trusteeSurchargeCents),
  };
  return (
    <Section id="fee-heading" heading={t('howToFile.fee.heading')}>
      <p data-testid="filing-fee">
        {t('howToFile.fee.total', { chapter: page.chapter, total: formatCents(fee.totalCents) })}{' '}
        {t(fee.trusteeSurchargeCents > 0 ? 'howToFile.fee.partsWithSurcharge' : 'howToFile.fee.parts', parts)}
      </p>
      {fee.choice === 'full' ? <p>{t('howToFile.fee.full')}</p> : null}
      {fee.choice === 'installments' ? <p>{t('howToFile.fee.installments', { count: fee.installments.count, days: fee.installments.days, source: fee.installments.officialSource })}</p> : null}
      {fee.waiver?.isIncluded ? <p>{t('howToFile.fee.waiverIncluded', { source: fee.waiver.officialSource })}</p> : null}
      {fee.waiver && !fee.waiver.isIncluded ? (
        <div className="flex flex-col gap-2 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
          <p>{t('howToFile.fee.waiverNotIncluded', { reason: fee.waiver.reason })}</p>
          <Link to={editorHref} className="self-start text-link underline underline-offset-4">
            {t('howToFile.fee.change')}
          </Link>
        </div>
      ) : null}
      <p className="text-sm text-muted-foreground">{t('howToFile.fee.source', { date: formatIsoDate(fee.effectiveDate), source: fee.officialSource })}</p>
    </Section>
  );
}

function feeToBring(page: HowToFile, t: ReturnType<typeof useT>): string | null {
  if (page.fee.choice === 'full') return t('howToFile.bring.feeFull', { total: formatCents(page.fee.totalCents) });
  if (page.fee.choice === 'installments') return t('howToFile.bring.feeInstallments');
  return page.fee.waiver?.isIncluded ? t('howToFile.bring.feeWaiver') : null;
}

/** The signed forms (which ones, where), Form 121 apart, the mailing list, the counseling certificate, the fee, and what the meeting of creditors needs. */
export function WhatToBring({ page }: { page: HowToFile }) {
  const t = useT();
  const { rules } = page;
  const fee = feeToBring(page, t);
  const counseling = { days: rules.creditCounseling.max, source: rules.creditCounseling.officialSource };
  const forms = page.signedForms.filter((form) => form.number !== '121');
  return (
    <Section id="bring-heading" heading={t('howToFile.bring.heading')}>
      <ul className="flex list-disc flex-col gap-3 pl-5">
        <li>
          {t(page.jointFiling ? 'howToFile.bring.signedJoint' : 'howToFile.bring.signed')}
          <ul className="mt-2 flex list-[circle] flex-col gap-2 pl-5">
            {forms.map((form) => (
              <li key={form.number}>
                <span className="font-medium">{t('howToFile.bring.form', { number: form.number, title: form.title })}</span>: {form.parts.join('; ')}
              </li>
            ))}
          </ul>
        </li>
        <li>{t('howToFile.bring.form121')}</li>
        <li>{t('howToFile.bring.matrix')}</li>
        <li>{t(page.jointFiling ? 'howToFile.bring.counselingJoint' : 'howToFile.bring.counseling', counseling)}</li>
        {fee ? <li>{fee}</li> : null}
        <li>{t('howToFile.bring.copies')}</li>
      </ul>
      <p>{t('howToFile.bring.meeting')}</p>
      {page.hasFinalPdf ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('howToFile.bring.files')}</h3>
          <ul className="flex flex-col gap-2">
            <li>
              <a href={`/api/download-pdf/${encodeURIComponent(page.documentId)}`} className="text-link underline underline-offset-4">
                {t('documents.mine.download')}
              </a>
            </li>
            {hasSeparateFiles(page.packageId)
              ? SEPARATE_FILES.map(({ file, labelKey }) => (
                  <li key={file}>
                    <a href={separateFileHref(page.documentId, file)} className="text-link underline underline-offset-4">
                      {t(labelKey)}
                    </a>
                  </li>
                ))
              : null}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}

/** From filing to the discharge, in order, each step with its statute or rule. */
export function WhatHappensNext({ page }: { page: HowToFile }) {
  const t = useT();
  const { rules } = page;
  const isChapter7 = page.chapter === 7;
  const steps = [
    t('howToFile.next.stay'),
    t('howToFile.next.taxReturn', { days: rules.taxReturnBeforeMeeting.max, source: rules.taxReturnBeforeMeeting.officialSource }),
    t('howToFile.next.meeting', { min: rules.meetingOfCreditors.min ?? 0, max: rules.meetingOfCreditors.max, source: rules.meetingOfCreditors.officialSource }),
    ...(rules.planPaymentsBegin ? [t('howToFile.next.planPayments', { days: rules.planPaymentsBegin.max, source: rules.planPaymentsBegin.officialSource })] : []),
    isChapter7
      ? t('howToFile.next.education7', { days: rules.debtorEducation.max ?? '', source: rules.debtorEducation.officialSource })
      : t('howToFile.next.education13', { source: rules.debtorEducation.officialSource }),
    isChapter7
      ? t('howToFile.next.discharge7', { days: rules.discharge.max, source: rules.discharge.officialSource })
      : t('howToFile.next.discharge13', { min: rules.discharge.min ?? '', max: rules.discharge.max, source: rules.discharge.officialSource }),
  ];
  return (
    <Section id="next-heading" heading={t('howToFile.next.heading')}>
      <ol className="flex list-decimal flex-col gap-3 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Section>
  );
}
