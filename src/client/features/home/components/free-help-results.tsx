import * as React from 'react';
import { Link } from 'react-router';
import { ExternalLink, MapPin } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { ClerkOfficeDetails, ResourcePhones, SourcesLine } from '#client/components/legal/resource-contacts.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { placeInWords } from '#shared/format/place.ts';
import type { MatchResourcesResponse } from '#shared/contracts/resources.ts';
import '#client/i18n/en/free-legal-help.ts';

/**
 * The nearest free options for the ZIP code entered in the home panel (in the ZIP box's chunk,
 * which follows the page after it hydrates; the contract and Zod load with the first answer). The heading takes focus, so the results are read out at once.
 */
export function FreeHelpResults({ result }: { result: MatchResourcesResponse }) {
  const t = useT();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => headingRef.current?.focus(), [result]);
  const { place } = result;
  const where = placeInWords(place);
  return (
    <section aria-labelledby="home-free-help-results" className="flex flex-col gap-2" data-testid="home-free-help-results" data-free-help="">
      <h3 id="home-free-help-results" ref={headingRef} tabIndex={-1} className="font-semibold focus-visible:outline-none">
        {t('freeHelp.search.resultsHeading', { place: where })}
      </h3>
      <ul className="flex flex-col gap-2">
        {result.resources.map((resource) => (
          <li key={resource.id} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
            <span className="font-medium break-words">{resource.name}</span>
            {resource.organization !== resource.name ? <span className="text-muted-foreground">{resource.organization}</span> : null}
            <span className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <Badge variant="success">{t('freeHelp.search.free')}</Badge>
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden="true" />
                {resource.distanceLabel}
              </span>
            </span>
            <span>{resource.coverage}</span>
            <ResourcePhones resource={resource} />
            {resource.clerkOffice ? <ClerkOfficeDetails office={resource.clerkOffice} /> : null}
            {resource.website ? (
              <a className="inline-flex items-center gap-1 break-all text-link underline" href={resource.website} target="_blank" rel="noopener noreferrer">
                {t('freeHelp.search.website', { name: resource.name })}
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="sr-only"> {t('freeHelp.newTab')}</span>
              </a>
            ) : null}
            <SourcesLine sources={resource.sources} />
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{t('freeHelp.search.resultsNote')}</p>
      <Link to={`/resources?zip=${place.zipCode}`} className="text-sm font-medium text-link underline">
        {t('freeHelp.search.seeAllMatches')}
      </Link>
      <p className="text-xs text-muted-foreground">{result.placeDataAttribution}</p>
    </section>
  );
}
