import { ExternalLink, Rss } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { SITE_CONFIG } from '#client/lib/site-config.ts';
import '#client/i18n/en/news.ts';

export const OWN_NEWS_FEED_PATH = '/news/rss.xml';

const FEEDS: ReadonlyArray<{ labelKey: MessageKey; url: string | null }> = [
  { labelKey: 'news.feeds.bankruptcy', url: SITE_CONFIG.newsFeedBankruptcyUrl },
  { labelKey: 'news.feeds.housing', url: SITE_CONFIG.newsFeedHousingUrl },
  { labelKey: 'news.feeds.mortgage', url: SITE_CONFIG.newsFeedMortgageUrl },
  { labelKey: 'news.feeds.foreclosure', url: SITE_CONFIG.newsFeedForeclosureUrl },
];

const linkClass = 'inline-flex min-h-10 items-center gap-2 font-medium text-link underline underline-offset-4 hover:text-link-hover hover:decoration-2';

/** Outside news (spec 2.4: four feeds, opened in a new tab; the addresses are configuration) and our own RSS feed. */
export function NewsFeedLinks({ headingId }: { headingId: string }) {
  const t = useT();
  const feeds = FEEDS.filter((feed): feed is { labelKey: MessageKey; url: string } => feed.url !== null);
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-secondary/60 p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('news.feeds.heading')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('news.feeds.intro')}</p>
      {feeds.length > 0 ? (
        <ul className="flex flex-col">
          {feeds.map((feed) => (
            <li key={feed.labelKey}>
              <a href={feed.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
                {t(feed.labelKey)}
                <span className="sr-only"> {t('home.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="border-t border-border pt-3">
        <a href={OWN_NEWS_FEED_PATH} className={linkClass}>
          <Rss className="size-4 shrink-0" aria-hidden="true" />
          {t('news.feeds.ours')}
        </a>
        <p className="text-sm text-muted-foreground">{t('news.feeds.oursHint')}</p>
      </div>
    </div>
  );
}
