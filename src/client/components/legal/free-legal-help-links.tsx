import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { FREE_LEGAL_HELP_ANCHOR, FREE_LEGAL_HELP_LINKS, type FreeLegalHelpLink } from '#shared/free-legal-help.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';

const linkClass = 'inline-flex min-h-8 items-center gap-1.5 py-1 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2';

function OfficialLink({ link, className }: { link: FreeLegalHelpLink; className?: string }) {
  const t = useT();
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className={cn(linkClass, className)}>
      {t(`freeHelp.${link.id}` as MessageKey)}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> {t('freeHelp.newTab')}</span>
    </a>
  );
}

/**
 * The free options (courts' self-help, legal aid, approved credit counseling), reachable without
 * paying: on the home page panel, in the footer, on the paywall and from the FAQ. `detailed` adds
 * a sentence on each; otherwise a short list, with a link to the home page's panel when asked.
 */
export function FreeLegalHelpLinks({ detailed = false, linkToPanel = false, className }: { detailed?: boolean; linkToPanel?: boolean; className?: string }) {
  const t = useT();
  return (
    <ul className={cn('flex flex-col gap-1 text-sm', detailed && 'gap-3', className)}>
      {FREE_LEGAL_HELP_LINKS.map((link) => (
        <li key={link.id} className="flex flex-col">
          <OfficialLink link={link} />
          {detailed ? <span className="text-muted-foreground">{t(`freeHelp.${link.id}.text` as MessageKey)}</span> : null}
        </li>
      ))}
      {linkToPanel ? (
        <li>
          <Link to={`/#${FREE_LEGAL_HELP_ANCHOR}`} className={linkClass}>
            {t('freeHelp.allOptions')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
