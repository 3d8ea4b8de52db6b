import { describe, expect, it } from 'vitest';
import { createQueryClient, PAGE_QUERIES_ID, pageQueriesScript, seedFromPage } from './query-client.ts';

/** A document holding `script` (or nothing), as far as seedFromPage reads one. */
function pageWith(script: string | undefined): Document {
  const match = script ? /^<script type="application\/json" id="([^"]+)">([\s\S]*)<\/script>$/.exec(script) : null;
  return { getElementById: (id: string) => (match && id === match[1] ? { textContent: match[2] } : null) } as unknown as Document;
}

describe('answers a page was drawn with on the server', () => {
  it('travel in one script that no text in them can close, and fill the cache under their keys', () => {
    const articles = [{ id: 1, title: 'Fees </script><script>alert(1)</script> & <b>waivers</b>' }];
    const script = pageQueriesScript([[['/api/news', 'list'], articles]]);
    expect(script.slice(0, -'</script>'.length)).not.toMatch(/<\//);
    expect(script).toContain(`id="${PAGE_QUERIES_ID}"`);

    const client = createQueryClient();
    seedFromPage(client, pageWith(script));
    expect(client.getQueryData(['/api/news', 'list'])).toEqual(articles);
    expect(client.getQueryState(['/api/news', 'list'])?.status).toBe('success');
  });

  it('leave the cache empty when the page has none or a broken one', () => {
    for (const doc of [pageWith(undefined), pageWith('<script type="application/json" id="page-queries">[[["/api/news"</script>'), undefined]) {
      const client = createQueryClient();
      seedFromPage(client, doc);
      expect(client.getQueryCache().getAll()).toHaveLength(0);
    }
  });
});
