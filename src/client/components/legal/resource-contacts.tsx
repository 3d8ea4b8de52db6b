import { Building2, Phone } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import type { MatchedResource } from '#shared/contracts/resources.ts';
import '#client/i18n/en/free-legal-help.ts';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * How to reach a resource (issue 42): every phone we know, saying which line it is and where an old
 * one comes from, and the office address. Used by the home panel and the premium matches.
 */
export function ResourcePhones({ resource }: { resource: Pick<MatchedResource, 'phones' | 'address'> }) {
  const t = useT();
  return (
    <ul className="flex flex-col gap-1">
      {resource.phones.map((phone) => (
        <li key={phone.number} className="flex flex-wrap items-center gap-x-2">
          <Phone className="size-4 shrink-0" aria-hidden="true" />
          <span>{t(`freeHelp.contact.phone.${phone.kind}` as MessageKey)}:</span>{' '}
          <a className="text-link underline" href={telHref(phone.number)}>
            {phone.number}
          </a>{' '}
          {phone.note ? <span className="text-xs text-muted-foreground">({phone.note})</span> : null}
        </li>
      ))}
      {resource.address ? (
        <li className="flex flex-wrap items-center gap-x-2">
          <Building2 className="size-4 shrink-0" aria-hidden="true" />
          <span>{t('freeHelp.contact.address')}:</span>{' '}
          <span>{resource.address}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** The court row's clerk's office: where it is, its phone, and why this office. */
export function ClerkOfficeDetails({ office }: { office: NonNullable<MatchedResource['clerkOffice']> }) {
  const t = useT();
  const street = [office.street, `${office.city}, ${office.state}${office.zip ? ` ${office.zip}` : ''}`].filter(Boolean).join(', ');
  return (
    <div className="flex flex-col gap-1" data-testid="clerk-office">
      <p className="font-medium">
        {t('freeHelp.contact.clerkOffice')}: {office.name}
      </p>
      <p>{street}</p>
      {office.phone ? (
        <a className="text-link underline" href={telHref(office.phone)}>
          {office.phone}
        </a>
      ) : null}
      {office.note ? <p className="text-sm">{office.note}</p> : null}
      <p className="text-xs text-muted-foreground">
        {office.choice === 'nearest' ? t('freeHelp.contact.clerk.nearest', { miles: Math.round(office.distance ?? 0) }) : t(`freeHelp.contact.clerk.${office.choice}` as MessageKey)}{' '}
        {t('freeHelp.contact.clerk.asOf', { date: office.asOf })}
      </p>
    </div>
  );
}

/** "Sources: LSC grantee list, 2026; LSC program list, 2021." Names and years, never our notes. */
export function SourcesLine({ sources }: { sources: MatchedResource['sources'] }) {
  const t = useT();
  return <p className="text-xs text-muted-foreground">{t('freeHelp.contact.sources', { sources: sources.map((s) => `${s.name}, ${s.date}`).join('; ') })}</p>;
}
