/**
 * Issue 36 item 4: PDFs are drawn off the request thread, one render per person at a time, and a
 * preview is drawn once per version of the case file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inThreadRenderer, createRenderPool, type PdfRenderer } from '#server/adapters/pdf/render-pool/render-pool.ts';
import { CASE_FILE_SECTIONS } from '#shared/case-file/index.ts';
import type { CaseFileInput } from '#shared/case-file/case-file.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { jointCoupleWithManyDebts } from '#shared/case-file/fixtures/many-creditors.ts';
import { documentDetailSchema } from '#shared/contracts/documents.ts';
import type { TestBrowser } from './support/browser.ts';
import { premiumMember } from './support/people.ts';
import { buildTestApp, testConfig, type TestApp } from './support/test-app.ts';
import { createTestDatabase } from './support/test-database.ts';

async function appWith(pdfRenderer: PdfRenderer): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildTestApp(config, { database: database.handle, pdfRenderer });
  await app.ready();
  return { app, config, database, close: async () => (await app.close(), await pdfRenderer.close(), await database.dispose()) };
}

/** A document of the given package with every section of `caseFile` saved, as the interview saves them. */
async function documentWith(browser: TestBrowser, caseFile: CaseFileInput): Promise<string> {
  const started = await browser.request('POST', '/api/start-document', { json: { templateId: 'chapter7-complete' } });
  const id = documentDetailSchema.parse(started.json()).id;
  for (const section of CASE_FILE_SECTIONS.filter((s) => caseFile[s] !== undefined)) {
    const saved = await browser.request('PUT', `/api/documents/${id}/sections/${section}`, { json: caseFile[section] });
    expect({ section, status: saved.statusCode }).toEqual({ section, status: 200 });
  }
  return id;
}

/** The in-thread renderer, counting its renders and holding them until the test lets them go. */
function heldRenderer() {
  const inner = inThreadRenderer();
  let calls = 0;
  let open = () => {};
  let gate = Promise.resolve();
  const held = <A extends unknown[], R>(render: (...args: A) => Promise<R>) => async (...args: A): Promise<R> => {
    calls += 1;
    await gate;
    return render(...args);
  };
  return {
    renderer: { renderPackage: held(inner.renderPackage), renderForms: held(inner.renderForms), close: inner.close } satisfies PdfRenderer,
    calls: () => calls,
    hold: () => void (gate = new Promise<void>((resolve) => (open = resolve))),
    release: () => open(),
    async untilCalls(count: number) {
      while (calls < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
  };
}

const previewOf = (browser: TestBrowser, id: string) => browser.get(`/api/documents/${id}/preview.pdf`);
const isPdf = (bytes: Buffer) => bytes.toString('latin1').startsWith('%PDF-');

describe('one render per person, and a preview drawn once per version', () => {
  const render = heldRenderer();
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(render.renderer);
  });
  afterAll(async () => {
    render.release();
    await t?.close();
  });

  it('lets one more render of the same person wait its turn, refuses a further one (429, in plain words), while another person renders at the same time', async () => {
    const [first, second] = [await premiumMember(t), await premiumMember(t)];
    const [firstA, firstB, firstC, secondsDoc] = [
      await documentWith(first, jointCoupleCaseFile()),
      await documentWith(first, jointCoupleCaseFile()),
      await documentWith(first, jointCoupleCaseFile()),
      await documentWith(second, jointCoupleCaseFile()),
    ];
    render.hold();
    const before = render.calls();
    const firstPreview = previewOf(first, firstA);
    await render.untilCalls(before + 1);
    // Two more while it draws (the preview in the page, then Generate and another): one waits its turn, one is refused.
    const [more, most] = [previewOf(first, firstB), previewOf(first, firstC)];
    const refused = await Promise.race([more, most]);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: 'We are still making other PDFs for you. Please wait until they are ready, then try again.' });
    // The waiting one has not started: one render per person at a time.
    expect(render.calls()).toBe(before + 1);

    const secondPreview = previewOf(second, secondsDoc);
    await render.untilCalls(before + 2);
    render.release();
    const [a, b, c, d] = await Promise.all([firstPreview, more, most, secondPreview]);
    expect([a.statusCode, d.statusCode]).toEqual([200, 200]);
    expect([b.statusCode, c.statusCode].sort()).toEqual([200, 429]);
    expect(isPdf(a.rawPayload) && isPdf(d.rawPayload)).toBe(true);
    // All done, the person may render again.
    expect((await previewOf(first, firstC)).statusCode).toBe(200);
  });

  it('answers the browser’s own frame or tab with a page a person can read (429 waits and asks again by itself; 404 says so), and the app’s fetch with JSON', async () => {
    const [owner, stranger] = [await premiumMember(t), await premiumMember(t)];
    const [drawing, waiting, refusedId] = [await documentWith(owner, jointCoupleCaseFile()), await documentWith(owner, jointCoupleCaseFile()), await documentWith(owner, jointCoupleCaseFile())];
    const inFrame = (browser: TestBrowser, id: string) => browser.request('GET', `/api/documents/${id}/preview.pdf`, { headers: { 'sec-fetch-dest': 'iframe' } });
    render.hold();
    const before = render.calls();
    const first = previewOf(owner, drawing);
    await render.untilCalls(before + 1);
    const queued = previewOf(owner, waiting);
    const busy = await inFrame(owner, refusedId);
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(busy.headers['retry-after']).toBe('5');
    // The site's own page may frame it (the error handler's frame-ancestors 'none' would show a broken frame).
    expect(busy.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(busy.body).toContain('<meta http-equiv="refresh" content="5">');
    expect(busy.body).toContain('We are still making another PDF for you. This preview tries again by itself in 5 seconds.');
    render.release();
    expect((await first).statusCode).toBe(200);
    expect((await queued).statusCode).toBe(200);

    // Another person's document, in a tab: the same 404 as a missing one, in words, with nothing of the document.
    const missing = await stranger.request('GET', `/api/documents/${drawing}/preview.pdf`, { headers: { 'sec-fetch-dest': 'document' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toMatch(/<h1>We could not show your preview<\/h1>\s*<p>[^<]+<\/p>/);
    expect(missing.body).not.toContain('http-equiv="refresh"');
    // The app's own requests (no frame or tab) still get the JSON error.
    const fetched = await previewOf(stranger, drawing);
    expect(fetched.statusCode).toBe(404);
    expect(fetched.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the same version’s preview from memory (drawn once, even when asked twice at once), and draws a new version anew', async () => {
    const [owner, stranger] = [await premiumMember(t), await premiumMember(t)];
    const id = await documentWith(owner, jointCoupleCaseFile());
    const before = render.calls();
    const [one, two] = await Promise.all([previewOf(owner, id), previewOf(owner, id)]);
    const three = await previewOf(owner, id);
    expect([one.statusCode, two.statusCode, three.statusCode]).toEqual([200, 200, 200]);
    expect(render.calls()).toBe(before + 1);
    expect(two.rawPayload.equals(one.rawPayload) && three.rawPayload.equals(one.rawPayload)).toBe(true);
    // The cache never answers for another person.
    expect((await previewOf(stranger, id)).statusCode).toBe(404);

    // A new version (another section saved) is drawn again, and so is a save merged into the same version.
    const caseFile = jointCoupleCaseFile();
    const filing = { ...caseFile.filing!, plannedFilingDate: '2026-12-18' };
    expect((await owner.request('PUT', `/api/documents/${id}/sections/filing`, { json: filing })).statusCode).toBe(200);
    const version = documentDetailSchema.parse((await owner.get(`/api/documents/${id}`)).json()).version;
    const newVersion = await previewOf(owner, id);
    expect(newVersion.headers['content-disposition']).toBe('inline; filename="chapter7-complete-2026-12-18-draft.pdf"');
    expect(render.calls()).toBe(before + 2);

    expect((await owner.request('PUT', `/api/documents/${id}/sections/filing`, { json: { ...filing, plannedFilingDate: '2026-12-21' } })).statusCode).toBe(200);
    expect(documentDetailSchema.parse((await owner.get(`/api/documents/${id}`)).json()).version).toBe(version);
    const merged = await previewOf(owner, id);
    expect(merged.headers['content-disposition']).toBe('inline; filename="chapter7-complete-2026-12-21-draft.pdf"');
    expect(render.calls()).toBe(before + 3);
  });
});

describe('a long render in the worker pool', () => {
  const pool = createRenderPool();
  let started: () => void = () => {};
  const renderStarted = new Promise<void>((resolve) => (started = resolve));
  // The pool itself, telling the test when a render is handed to it.
  const watched: PdfRenderer = {
    renderPackage: (...args) => (started(), pool.renderPackage(...args)),
    renderForms: (...args) => pool.renderForms(...args),
    close: () => pool.close(),
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith(watched);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leaves the server answering: three health checks in a row are answered before a 450-debt preview is ready', async () => {
    const member = await premiumMember(t);
    const id = await documentWith(member, jointCoupleWithManyDebts(450));
    let isPreviewDone = false;
    const preview = previewOf(member, id).finally(() => (isPreviewDone = true));
    // Over a real connection: an answer needs the event loop's turn for the socket, as a person's request does.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    await renderStarted;
    // Drawn on the request thread, the render held the first health check until the preview was done.
    let answered = 0;
    while (answered < 3 && !isPreviewDone) {
      expect((await fetch(`${address}/api/health`)).status).toBe(200);
      answered += 1;
    }
    expect({ answered, isPreviewDone }).toEqual({ answered: 3, isPreviewDone: false });
    expect((await preview).statusCode).toBe(200);
  });
});
