import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs, newsArticles } from '#server/db/schema/content.ts';
import { MAX_ANSWERS_PER_TOPIC } from '#server/http/public-read-cache.ts';
import { getMedianIncomeTable } from '#shared/law/figures.ts';
import { MEDIAN_INCOME_2026_04_01 } from '#shared/law/data/median-income-2026-04-01.ts';
import { signedInPerson } from './support/people.ts';
import { createTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { testDriver } from './support/test-database.ts';
import { createTwoInstances, type TwoInstances } from './support/two-instances.ts';
import { TestBrowser, signUp } from './support/browser.ts';

// 2030-03-05, shortly before midnight UTC; the test moves the clock past it.
let now = new Date('2030-03-05T23:58:00Z');
let t: TestApp;
let admin: TestBrowser;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await signedInPerson(t, { admin: true })).browser;
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
type Faq = { id: number; category: string; question: string; answer: string };
type Article = { id: number; title: string };

const MEDIAN_SOURCE = 'https://www.justice.gov/ust/eo/bapcpa/20261126/bci_data/median_income_table.htm';
/** The 2026-04-01 median income table with every median $1,000 higher, as an admin imports it. */
const medianCsv = () =>
  [
    'state_code,state_name,household_1,household_2,household_3,household_4,add_per_person_over_4',
    ...MEDIAN_INCOME_2026_04_01.rows.map((r) => `${r.stateCode},"${r.stateName}",${r.household1 + 1000},${r.household2 + 1000},${r.household3 + 1000},${r.household4 + 1000},11500`),
  ].join('\n');

describe('public reads', () => {
  it('send an ETag and a short public Cache-Control, and answer 304 when the ETag matches', async () => {
    const articles = (await get('/api/news')).json() as Article[];
    // News can be unpublished: no cache keeps it past 60 s, not even stale. The rest may be served stale while asked again.
    const cacheControl: Record<string, string> = {
      '/api/news': 'public, max-age=60, must-revalidate',
      [`/api/news/${articles[0]!.id}`]: 'public, max-age=60, must-revalidate',
      '/api/faqs': 'public, max-age=60, stale-while-revalidate=300',
      '/api/document-templates': 'public, max-age=60, stale-while-revalidate=300',
      '/api/median-income': 'public, max-age=60, stale-while-revalidate=300',
    };
    for (const [url, cache] of Object.entries(cacheControl)) {
      const first = await get(url);
      expect({ url, status: first.statusCode, cache: first.headers['cache-control'] }).toEqual({ url, status: 200, cache });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect({ url, status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({ url, status: 304, body: '', etag });
      const other = await get(url, { 'if-none-match': 'W/"something-else"' });
      expect(other.statusCode).toBe(200);
      expect(other.json()).toEqual(first.json());
    }
  });

  it('let the news feed be kept 60 s at most, as the news it lists', async () => {
    const feed = await get('/news/rss.xml');
    expect({ status: feed.statusCode, cache: feed.headers['cache-control'] }).toEqual({ status: 200, cache: 'public, max-age=60, must-revalidate' });
  });

  it('still answer 404 for an article that does not exist, each time', async () => {
    expect((await get('/api/news/999999')).statusCode).toBe(404);
    expect((await get('/api/news/999999')).statusCode).toBe(404);
  });

  it('show an admin’s FAQ edit at once, with a new ETag', async () => {
    const before = await get('/api/faqs');
    const faq = (before.json() as Faq[])[0]!;
    const edited = await admin.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: faq.category, question: 'What is a discharge, in short?', answer: faq.answer } });
    expect(edited.statusCode).toBe(200);
    const after = await get('/api/faqs', { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect((after.json() as Faq[]).find((f) => f.id === faq.id)!.question).toBe('What is a discharge, in short?');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('show an admin’s news edit and removal at once, in the list and the article', async () => {
    const article = ((await get('/api/news')).json() as Article[])[0]!;
    await get(`/api/news/${article.id}`);
    const edited = await admin.request('PUT', `/api/admin/news/${article.id}`, { json: { title: 'A changed headline', content: 'Changed text.', excerpt: '', isPublished: true } });
    expect(edited.statusCode).toBe(200);
    expect(((await get('/api/news')).json() as Article[]).find((a) => a.id === article.id)!.title).toBe('A changed headline');
    expect(((await get(`/api/news/${article.id}`)).json() as Article).title).toBe('A changed headline');
    expect((await admin.request('DELETE', `/api/admin/news/${article.id}`)).statusCode).toBe(204);
    expect((await get(`/api/news/${article.id}`)).statusCode).toBe(404);
    expect(((await get('/api/news')).json() as Article[]).some((a) => a.id === article.id)).toBe(false);
  });

  it('keep an answer for the day and make it again after midnight UTC (legal figures change by day)', async () => {
    const faq = ((await get('/api/faqs')).json() as Faq[])[1]!;
    // Written behind the site's back: only a new day (or an admin write) shows it.
    await t.database.handle.db.update(faqs).set({ question: 'Changed in the database directly' }).where(eq(faqs.id, faq.id));
    expect(((await get('/api/faqs')).json() as Faq[])[1]!.question).toBe(faq.question);
    now = new Date('2030-03-06T00:00:01Z');
    expect(((await get('/api/faqs')).json() as Faq[])[1]!.question).toBe('Changed in the database directly');
  });

  it('keep no-store on personal answers', async () => {
    expect((await admin.get('/api/admin/faqs')).headers['cache-control']).toBe('no-store');
  });

  it('carry every security header, and give a signed-in member the visitor’s answer with no cookie', async () => {
    for (const url of ['/api/news', '/api/faqs', '/api/document-templates']) {
      const visitor = await get(url);
      const member = await admin.request('GET', url);
      const notModified = await get(url, { 'if-none-match': String(visitor.headers.etag) });
      for (const res of [visitor, member, notModified]) {
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['referrer-policy']).toBe('same-origin');
        expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(res.headers['permissions-policy']).toContain('camera=()');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      expect({ url, status: member.statusCode, etag: member.headers.etag, body: member.body }).toEqual({ url, status: 200, etag: visitor.headers.etag, body: visitor.body });
    }
  });
});

describe('public reads keyed by what a client asks for', () => {
  let site: TestApp;
  beforeAll(async () => {
    // One client asking thousands of times: the rate limit is not what this checks.
    site = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '1000000' } });
  });
  afterAll(async () => {
    await site?.close();
  });
  const getOn = (url: string) => site.app.inject({ method: 'GET', url });

  it('keep one median income answer per table, whatever the number of filing dates asked for, each still right for its date', async () => {
    const first = Date.parse('2025-11-01T00:00:00Z');
    const dates = Array.from({ length: 5000 }, (_, i) => new Date(first + i * 86_400_000).toISOString().slice(0, 10));
    const effectiveDates = new Set<string>();
    for (let start = 0; start < dates.length; start += 50) {
      const answers = await Promise.all(dates.slice(start, start + 50).map((date) => getOn(`/api/median-income?date=${date}`)));
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        effectiveDates.add((res.json() as { effectiveDate: string }).effectiveDate);
      }
    }
    // The committed tables: 2025-11-01 and 2026-04-01 (no admin imported one here).
    expect([...effectiveDates].sort()).toEqual(['2025-11-01', '2026-04-01']);
    const size = site.app.publicReads.size();
    expect(size.answers).toBe(2);
    // Two tables of about 4 kB each as JSON, with their compressed copies.
    expect(size.bytes).toBeLessThan(64 * 1024);

    // Answered from the cache, each date still gets the table in force on it: across the change of table too.
    for (const date of ['2025-11-01', '2026-03-31', '2026-04-01', '2026-04-02', dates.at(-1)!]) {
      const res = await getOn(`/api/median-income?date=${date}`);
      expect({ date, body: res.json() as unknown }).toEqual({ date, body: JSON.parse(JSON.stringify(getMedianIncomeTable(new Date(`${date}T12:00:00Z`)))) as unknown });
    }
    expect((await getOn('/api/median-income?date=2025-10-31')).statusCode).toBe(404);
    expect(site.app.publicReads.size().answers).toBe(2);
  });

  it(`keep at most ${MAX_ANSWERS_PER_TOPIC} news articles, and make a dropped one again when asked`, async () => {
    const articles = Array.from({ length: MAX_ANSWERS_PER_TOPIC + 50 }, (_, i) => ({ slug: `bound-${i}`, title: `Article ${i}`, content: `Text of article ${i}.`, isPublished: true, publishedAt: new Date('2026-01-01T00:00:00Z') }));
    const ids = (await site.database.handle.db.insert(newsArticles).values(articles).returning({ id: newsArticles.id })).map((row) => row.id);
    for (const id of ids) expect((await getOn(`/api/news/${id}`)).statusCode).toBe(200);
    const before = site.app.publicReads.size().answers;
    expect(before).toBeLessThanOrEqual(MAX_ANSWERS_PER_TOPIC + 2);
    const firstAgain = await getOn(`/api/news/${ids[0]}`);
    expect((firstAgain.json() as { title: string }).title).toBe('Article 0');
    expect(site.app.publicReads.size().answers).toBe(before);
  });
});

// Two instances on one PostgreSQL database: an admin edit through one reaches the other's cache.
describe.runIf(testDriver() === 'postgres')('public reads across two instances', () => {
  let instances: TwoInstances;
  let instanceA: FastifyInstance;
  let instanceB: FastifyInstance;
  beforeAll(async () => {
    instances = await createTwoInstances({ ADMIN_EMAILS: 'ada@example.com' });
    ({ a: instanceA, b: instanceB } = instances);
    await instanceA.ready();
    await instanceB.ready();
  });
  afterAll(async () => {
    await instances?.close();
  });

  it('drops instance A’s cached FAQ when an admin edits it through instance B', async () => {
    const faq = ((await instanceA.inject({ method: 'GET', url: '/api/faqs' })).json() as Faq[])[0]!;
    const browser = new TestBrowser(instanceB);
    await signUp(browser, { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com', password: 'password for ada' });
    const edited = await browser.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: faq.category, question: 'Edited on instance B', answer: faq.answer } });
    expect(edited.statusCode).toBe(200);
    await expect
      .poll(async () => ((await instanceA.inject({ method: 'GET', url: '/api/faqs' })).json() as Faq[])[0]!.question, { timeout: 5000 })
      .toBe('Edited on instance B');
  });

  it('reads everything again on instance B when its LISTEN connection comes back, so edits made while it was down show', async () => {
    const onB = (url: string) => instanceB.inject({ method: 'GET', url });
    const faqQuestion = async () => ((await onB('/api/faqs')).json() as Faq[])[1]!.question;
    const tableInForce = async () => ((await onB('/api/median-income')).json() as { effectiveDate: string }).effectiveDate;
    const freeHelp = async () => ((await onB('/api/free-legal-help?zipCode=59601')).json() as { resources: Array<{ id: string }> }).resources.map((r) => r.id);
    const montana = 'legal-aid-mt-montana-legal-services-association';
    // Instance B has the FAQ cached and the median tables and legal resources in memory.
    const question = await faqQuestion();
    const tableBefore = await tableInForce();
    expect(await freeHelp()).toContain(montana);
    const admin = (await signedInPerson({ app: instanceA, config: testConfig(), database: instances.database, close: async () => {} }, { admin: true })).browser;

    // End instance B's LISTEN backend (the newer of the two instances' LISTEN connections), and wait until it is gone.
    const rowsOf = async (query: ReturnType<typeof sql>) => ((await instances.database.handle.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
    const [listening] = await rowsOf(sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' order by backend_start desc limit 1`);
    const pid = Number(listening!.pid);
    await rowsOf(sql`select pg_terminate_backend(${pid})`);
    await expect.poll(async () => (await rowsOf(sql`select 1 from pg_stat_activity where pid = ${pid}`)).length, { timeout: 5000, interval: 20 }).toBe(0);

    // Changes made through instance A while B hears nothing.
    const faq = ((await instanceA.inject({ method: 'GET', url: '/api/faqs' })).json() as Faq[])[1]!;
    expect((await admin.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: faq.category, question: 'Edited while B was not listening', answer: faq.answer } })).statusCode).toBe(200);
    const effectiveDate = new Date().toISOString().slice(0, 10);
    expect(effectiveDate > tableBefore).toBe(true);
    expect((await admin.request('POST', '/api/admin/median-income-tables', { json: { effectiveDate, sourceUrl: MEDIAN_SOURCE, csv: medianCsv() } })).statusCode).toBe(201);
    expect((await admin.request('POST', `/api/admin/legal-resources/${montana}/retire`)).statusCode).toBe(200);
    expect(question).not.toBe('Edited while B was not listening');

    // B listens again within about a second, then drops its cached answers and reads its tables again.
    await expect.poll(faqQuestion, { timeout: 8000, interval: 100 }).toBe('Edited while B was not listening');
    await expect.poll(tableInForce, { timeout: 3000, interval: 50 }).toBe(effectiveDate);
    await expect.poll(freeHelp, { timeout: 3000, interval: 50 }).not.toContain(montana);
    // And hears later changes again.
    expect((await admin.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: faq.category, question: 'Edited after B listens again', answer: faq.answer } })).statusCode).toBe(200);
    await expect.poll(faqQuestion, { timeout: 3000, interval: 50 }).toBe('Edited after B listens again');
  });
});

describe('made public reads, answered at the front door (before Fastify)', () => {
  let site: TestApp;
  let port: number;
  const handled: string[] = [];
  const logLines: Array<{ msg: string; reqId?: string; time?: number; responseTime?: number; req?: { id: string; path: string }; res?: { statusCode: number } }> = [];
  beforeAll(async () => {
    site = await createTestApp({
      // One proxy in front: X-Forwarded-For gives each request its client address.
      env: { API_RATE_LIMIT_PER_MINUTE: '30', TRUST_PROXY: '1' },
      // Counts the requests that reach the handlers' stage: an early answer never does.
      beforeReady: (app) => app.addHook('preHandler', async (request) => void handled.push(request.url)),
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
          done();
        },
      }),
    });
    await site.app.listen({ host: '127.0.0.1', port: 0 });
    port = (site.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await site?.close();
  });

  /** A GET over a real connection, as from `address` behind the proxy: the status, headers and raw bytes. */
  const fetchAs = (address: string, url: string, headers: Record<string, string> = {}, body?: string) =>
    new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: url, method: 'GET', headers: { ...headers, 'x-forwarded-for': address } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      });
      request.on('error', reject);
      request.end(body);
    });
  const comparable = (res: Awaited<ReturnType<typeof fetchAs>>) => ({ status: res.statusCode, body: res.body.toString('base64'), headers: { ...res.headers, date: undefined } });

  it('answer the same status, headers and bytes as the route, without reaching it, with one log line', async () => {
    for (const url of ['/api/faqs', '/api/news', '/api/document-templates']) {
      const etag = String((await fetchAs('10.1.0.1', url)).headers.etag);
      const variants: Array<Record<string, string>> = [{}, { 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'gzip' }, { 'if-none-match': etag }];
      for (const headers of variants) {
        handled.length = 0;
        // A Content-Type makes a GET go the whole way (the API's JSON-only check reads it).
        logLines.length = 0;
        const routed = await fetchAs('10.1.0.1', url, { ...headers, 'content-type': 'application/json' });
        const early = await fetchAs('10.1.0.1', url, headers);
        expect({ url, headers, handled }).toEqual({ url, headers, handled: [url] });
        expect(comparable(early)).toEqual(comparable(routed));
        expect(early.headers['content-security-policy']).toContain("default-src 'self'");
        // One line each, the early one written by hand as pino writes the routed one.
        await expect.poll(() => logLines.length).toBe(2);
        const [routedLine, earlyLine] = logLines.map(({ reqId, req, time, responseTime, ...rest }) => ({ ...rest, keys: Object.keys({ reqId, req, time, responseTime, ...rest }).sort(), path: req?.path, reqIdIsId: reqId === req?.id, time: typeof time, responseTime: typeof responseTime }));
        expect(earlyLine).toEqual(routedLine);
        expect(earlyLine).toMatchObject({ msg: 'request completed', level: 30, path: url, res: { statusCode: early.statusCode }, reqIdIsId: true });
      }
    }
  });

  it('count against the per-address limit, and an address over it gets the limit’s 429', async () => {
    await fetchAs('10.2.0.9', '/api/faqs');
    handled.length = 0;
    for (let i = 1; i < 30; i++) expect((await fetchAs('10.2.0.1', '/api/faqs')).statusCode).toBe(200);
    expect(handled).toEqual([]);
    expect((await fetchAs('10.2.0.1', '/api/health')).statusCode).toBe(200);
    const refused = await fetchAs('10.2.0.1', '/api/faqs');
    expect({ status: refused.statusCode, body: JSON.parse(refused.body.toString()) as unknown, retry: Number(refused.headers['retry-after']) > 0 }).toEqual({
      status: 429,
      body: { message: 'Too many requests. Please wait a moment and try again.', code: 'RATE_LIMITED' },
      retry: true,
    });
    expect((await fetchAs('10.2.0.2', '/api/faqs')).statusCode).toBe(200);
  });

  it('leave a GET that carries a body to the API’s checks, and one with a query to its route', async () => {
    await fetchAs('10.3.0.1', '/api/faqs');
    const res = await fetchAs('10.3.0.1', '/api/faqs', { 'content-type': 'text/plain', 'content-length': '5' }, 'hello');
    expect(res.statusCode).toBe(415);
    handled.length = 0;
    expect((await fetchAs('10.3.0.1', '/api/faqs?page=2')).statusCode).toBe(200);
    expect(handled).toEqual(['/api/faqs?page=2']);
  });

  it('show an admin’s edit at once: the next GET goes the whole way again', async () => {
    const before = JSON.parse((await fetchAs('10.4.0.1', '/api/faqs')).body.toString()) as Faq[];
    await fetchAs('10.4.0.1', '/api/faqs');
    const siteAdmin = (await signedInPerson(site, { admin: true })).browser;
    const faq = before[0]!;
    expect((await siteAdmin.request('PUT', `/api/admin/faqs/${faq.id}`, { json: { category: faq.category, question: 'Edited behind the front door', answer: faq.answer } })).statusCode).toBe(200);
    handled.length = 0;
    const after = JSON.parse((await fetchAs('10.4.0.1', '/api/faqs')).body.toString()) as Faq[];
    expect({ question: after[0]!.question, handled }).toEqual({ question: 'Edited behind the front door', handled: ['/api/faqs'] });
  });
});
