import { ExternalLink, Mail } from 'lucide-react';
import { ClerkOfficeDetails, ResourcePhones, SourcesLine } from '#client/components/legal/resource-contacts.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { sayMatchReason } from '#shared/contracts/match-reasons.ts';
import { FREE_LEGAL_HELP_URLS } from '#shared/free-legal-help.ts';
import { placeInWords } from '#shared/format/place.ts';
import type { MatchResourcesResponse, MatchedResource } from '#shared/contracts/resources.ts';
import '#client/i18n/en/premium.ts';
import '#client/i18n/en/resource-reasons.ts';

/** Spec 3 and 2.12: each matched resource with its score, what it offers, how to reach it and why it matched. */
export function MatchedResources({ result }: { result: MatchResourcesResponse }) {
  const t = useT();
  const { place } = result;
  const where = placeInWords(place);
  return (
    <section aria-labelledby="matches-heading" className="flex max-w-3xl flex-col gap-4">
      <h3 id="matches-heading" className="text-xl font-semibold">
        {t('resources.results.heading', { place: where })}
      </h3>
      <ol className="flex flex-col gap-4">
        {result.resources.map((resource) => (
          <li key={resource.id}>
            <ResourceCard resource={resource} />
          </li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">{result.placeDataAttribution}</p>
    </section>
  );
}

function ResourceCard({ resource }: { resource: MatchedResource }) {
  const t = useT();
  const availability = resource.availability ? t(`resources.results.availability.${resource.availability}` as MessageKey) : t('resources.results.availability.unknown');
  return (
    <article aria-labelledby={`resource-${resource.id}`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-muted-foreground">{t(`resources.results.kind.${resource.kind}` as MessageKey)}</p>
          <h4 id={`resource-${resource.id}`} className="text-lg font-semibold">
            {resource.name}
          </h4>
          {resource.organization !== resource.name ? <p className="text-muted-foreground">{resource.organization}</p> : null}
        </div>
        <p className="text-lg font-bold text-primary">{t('resources.results.score', { score: resource.matchScore })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge variant={resource.serviceType === 'pro_bono' ? 'success' : 'secondary'}>{t(`resources.results.serviceType.${resource.serviceType}` as MessageKey)}</Badge>
        <Badge variant="outline">{availability}</Badge>
        {/* Miles from the ZIP code, or why there is no distance: "Online", "Statewide", "Your district". */}
        <Badge variant="outline">
          <span className="sr-only">{t('resources.results.distanceLabel')}: </span>
          {resource.distanceLabel}
        </Badge>
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t('resources.results.coverage')}</dt>
        <dd>{resource.coverage}</dd>
        <dt className="font-medium">{t('resources.results.specialties')}</dt>
        <dd>{resource.specialties.join(', ')}</dd>
      </dl>
      <ResourcePhones resource={resource} />
      {resource.clerkOffice ? <ClerkOfficeDetails office={resource.clerkOffice} /> : null}
      <ul className="flex flex-col gap-1">
        {resource.email ? (
          <li className="flex items-center gap-2">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            <span className="sr-only">{t('resources.results.email')}: </span>
            <a className="underline" href={`mailto:${resource.email}`}>
              {resource.email}
            </a>
          </li>
        ) : null}
        {resource.website ? <ExternalLinkItem href={resource.website} label={`${t('resources.results.website')}: ${resource.website.replace(/^https?:\/\//, '')}`} /> : null}
        {resource.selfHelpPage ? <ExternalLinkItem href={resource.selfHelpPage} label={t('resources.results.selfHelp')} /> : null}
        {/* A court whose own page for people without a lawyer is not in our data: the U.S. Courts' guide, said as such. */}
        {resource.kind === 'court' && !resource.selfHelpPage ? <ExternalLinkItem href={FREE_LEGAL_HELP_URLS['court-self-help']} label={t('resources.results.selfHelpNational')} /> : null}
      </ul>
      <div>
        <p className="font-medium">{t('resources.results.why')}</p>
        <ul className="list-disc ps-5">
          {resource.reasonCodes.map((reason) => (
            <li key={reason.code}>{sayMatchReason(reason, (code, values) => t(`resources.reason.${code}`, values))}</li>
          ))}
        </ul>
      </div>
      <SourcesLine sources={resource.sources} />
    </article>
  );
}

function ExternalLinkItem({ href, label }: { href: string; label: string }) {
  return (
    <li className="flex items-center gap-2">
      <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
      <a className="break-all underline" href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    </li>
  );
}
