import type { CourtOffice } from '#shared/contracts/how-to-file.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/how-to-file.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** One office of the court as the data has it: where, the phone, what the data says of it, and a warning where the data is thin. */
export function CourtOfficeCard({ office }: { office: CourtOffice }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-card p-4" data-testid="court-office">
      <h3 className="font-semibold">{office.name}</h3>
      {office.isHearingOnly ? <p className="text-sm text-muted-foreground">{t('howToFile.office.hearingOnly')}</p> : null}
      {office.isSometimesUnstaffed ? <p className="text-sm text-muted-foreground">{t('howToFile.office.unstaffed')}</p> : null}
      {office.note ? <p className="text-sm text-muted-foreground">{t('howToFile.office.note', { note: office.note })}</p> : null}
      {office.street ? (
        <address className="not-italic">
          {office.street}
          <br />
          {office.city}, {office.state} {office.zip ?? ''}
        </address>
      ) : (
        <p>
          {office.city}, {office.state}. {t('howToFile.office.noStreet')}
        </p>
      )}
      {office.phone ? (
        <p>
          {t('howToFile.office.phone')}{' '}
          <a href={telHref(office.phone)} className="text-link underline underline-offset-4">
            {office.phone}
          </a>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">{t('howToFile.office.noPhone')}</p>
      )}
      {office.confidence === 'low' ? (
        <p className="mt-1 rounded-md border-l-4 border-notice-border bg-notice p-2 text-sm text-notice-foreground">{t('howToFile.office.lowConfidence', { date: formatIsoDate(office.asOf) })}</p>
      ) : null}
    </div>
  );
}
