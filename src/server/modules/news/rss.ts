import type { NewsArticleSummary } from '#shared/contracts/news.ts';

const xml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&apos;');

/** RSS 2.0 feed of our own published articles. */
export function buildNewsFeed(articles: NewsArticleSummary[], site: { name: string; publicUrl: string }): string {
  const items = articles
    .map((a) => {
      const link = `${site.publicUrl}/news/${a.id}`;
      const date = new Date(a.publishedAt ?? a.createdAt).toUTCString();
      return `<item><title>${xml(a.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${date}</pubDate><description>${xml(a.excerpt)}</description></item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${xml(`${site.name} news`)}</title>
<link>${xml(`${site.publicUrl}/news`)}</link>
<atom:link href="${xml(`${site.publicUrl}/news/rss.xml`)}" rel="self" type="application/rss+xml"/>
<description>Plain-language bankruptcy news and education. Not legal advice.</description>
<language>en-us</language>
${items}
</channel>
</rss>
`;
}
