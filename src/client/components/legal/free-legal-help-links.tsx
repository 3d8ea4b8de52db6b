import { Link } from 'react-router';
import type { FreeLegalHelpHref } from '#shared/free-legal-help-anchor.ts';
import { FREE_LEGAL_HELP_IDS, FREE_LEGAL_HELP_URLS } from '#shared/free-legal-help.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import '#client/i18n/en/free-legal-help.ts';

/** The home page's free legal help panel (checked against its id by the type). */
const FREE_LEGAL_HELP_HREF: FreeLegalHelpHref = '/#free-legal-help';

const linkClass = 'inline-flex min-h-8 items-center gap-1.5 py-1 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2';

/**
 * The free options (courts' self-help, legal aid, approved credit counseling), listed on the home
 * page's panel, which the footer, the paywall, the FAQ and "Start here" link to; `linkToPanel` ends
 * with a link to that panel (for a list shown elsewhere).
 */
export function FreeLegalHelpLinks({ linkToPanel = false, className }: { linkToPanel?: boolean; className?: string }) {
  const t = useT();
  return (
    <ul className={cn('flex flex-col gap-1 text-sm', className)}>
      {FREE_LEGAL_HELP_IDS.map((id) => (
        <li key={id}>
          <a href={FREE_LEGAL_HELP_URLS[id]} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t(`freeHelp.${id}` as MessageKey)}
            <span className="sr-only"> {t('freeHelp.newTab')}</span>
          </a>
        </li>
      ))}
      {linkToPanel ? (
        <li>
          <Link to={FREE_LEGAL_HELP_HREF} className={linkClass}>
            {t('freeHelp.allOptions')}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}
