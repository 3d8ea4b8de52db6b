import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.ts';
import { trustFunction } from './http/client-address.ts';
import { createFrontDoor } from './http/front-door.ts';
import { originForm } from './http/request-target.ts';
import { registerAccessDeclarations, registerAccessEnforcement, type RegisteredRoute } from './plugins/access-control.ts';
import { registerClientApp } from './plugins/client-app.ts';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './plugins/compression.ts';
import { createPublicReadCache, type PublicReadCache } from './http/public-read-cache.ts';
import { API_RATE_WINDOW_MS, createApiRateLimit } from './http/api-rate-limit.ts';
import { registerJsonOnlyApi } from './plugins/json-only.ts';
import { batchedStandardOutput, loggerOptions, requestLineWriter, requestLogController } from './plugins/logging.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { createNewsRepository } from './modules/news/repository.ts';
import { createNewsService } from './modules/news/service.ts';
import { readNewsList, registerNewsRoutes } from './modules/news/routes.ts';
import { createFaqRepository } from './modules/faqs/repository.ts';
import { createFaqService } from './modules/faqs/service.ts';
import { registerFaqRoutes } from './modules/faqs/routes.ts';
import { createDocumentTemplateRepository } from './modules/document-templates/repository.ts';
import { registerDocumentTemplateRoutes } from './modules/document-templates/routes.ts';
import formBody from '@fastify/formbody';
import { createMailOutbox, createOutboxReader } from './adapters/mail/mail-outbox.ts';
import { createSmtpTransport } from './adapters/mail/smtp-transport.ts';
import { createMailFolderTransport } from './adapters/mail/mail-folder-transport.ts';
import type { MailTransport } from './adapters/mail/mail-transport.ts';
import { registerMailOutboxRoutes } from './modules/mail-outbox/routes.ts';
import { createMailOutboxService } from './modules/mail-outbox/service.ts';
import { registerIdentity } from './modules/auth/register-identity.ts';
import { IDP_STYLESHEET_PATH } from './adapters/identity/embedded/pages.ts';
import { createAccountData } from './modules/account-data/service.ts';
import { registerAccountDataRoutes } from './modules/account-data/routes.ts';
import { registerSameOriginGuard } from './modules/auth/same-origin-guard.ts';
import { createRateCounter } from './security/rate-counter.ts';
import { createContactService } from './modules/contact/service.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { createPreparationRepository } from './modules/preparation/repository.ts';
import { registerPreparationRoutes } from './modules/preparation/routes.ts';
import { registerCourseRoutes } from './modules/course/routes.ts';
import { createCourseService } from './modules/course/service.ts';
import { createCourseRepository } from './modules/course/repository.ts';
import { checkLessonFiles, createLessonLibrary } from './modules/course/lesson-library.ts';
import { createAuditLog } from './modules/audit-log/audit-log.ts';
import { registerAuditLogRoutes } from './modules/audit-log/routes.ts';
import { createNewsletterRepository } from './modules/newsletter/repository.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { registerNewsletterRoutes } from './modules/newsletter/routes.ts';
import { createWebinarsRepository } from './modules/webinars/repository.ts';
import { createWebinarsService } from './modules/webinars/service.ts';
import { registerWebinarRoutes } from './modules/webinars/routes.ts';
import { createSignupConfirmationsRepository } from './modules/signup-confirmations/repository.ts';
import { registerSignupConfirmationRoutes } from './modules/signup-confirmations/routes.ts';
import { createSignupOptIn } from './modules/signup-confirmations/service.ts';
import { createSiteSetupRepository } from './modules/site-setup/repository.ts';
import { registerSiteSetupRoutes } from './modules/site-setup/routes.ts';
import { createSiteSetupService } from './modules/site-setup/service.ts';
import { createCommunityRepository } from './modules/community/repository.ts';
import { createCommunityService } from './modules/community/service.ts';
import { registerCommunityRoutes } from './modules/community/routes.ts';
import { adminUsersServiceOn } from './modules/admin-users/service.ts';
import { registerAdminUserRoutes } from './modules/admin-users/routes.ts';
import { transactionScope } from './db/transaction.ts';
import { createMedianIncomeRepository } from './modules/median-income/repository.ts';
import { createMedianIncomeService } from './modules/median-income/service.ts';
import { registerMedianIncomeRoutes } from './modules/median-income/routes.ts';
import { createResourcesService } from './modules/resources/service.ts';
import { createResourcesRepository } from './modules/resources/repository.ts';
import { registerResourceRoutes } from './modules/resources/routes.ts';
import { createChatBus } from './adapters/realtime/chat-bus.ts';
import { createChatRepository } from './modules/chat/repository.ts';
import { createChatService } from './modules/chat/service.ts';
import { createChatHub } from './modules/chat/chat-hub.ts';
import { registerChatRoutes } from './modules/chat/routes.ts';
import { createStreamRegistry, type StreamRegistry } from './modules/chat/stream-registry.ts';
import { createChatStreamsRepository } from './modules/chat/streams-repository.ts';
import { createBillingRepository } from './modules/billing/repository.ts';
import { createBillingService } from './modules/billing/service.ts';
import { registerBillingRoutes } from './modules/billing/routes.ts';
import { createTestPaymentProvider } from './adapters/payments/test-processor.ts';
import { createStripeClient, createStripePaymentProvider } from './adapters/payments/stripe-processor.ts';
import { registerStripeWebhook } from './modules/billing/stripe-webhook.ts';
import { createPriceChanges, type PriceChanges } from './modules/billing/price-changes.ts';
import { createRiskAssessmentsRepository } from './modules/risk-assessments/repository.ts';
import { createRiskAssessmentsService } from './modules/risk-assessments/service.ts';
import { registerRiskAssessmentRoutes } from './modules/risk-assessments/routes.ts';
import { createCounselor } from './adapters/counseling/create-counselor.ts';
import { createEducationPassageCache } from './modules/counseling/content.ts';
import { createCounselingRepository } from './modules/counseling/repository.ts';
import { registerCounselingRoutes } from './modules/counseling/routes.ts';
import { createCounselingService } from './modules/counseling/service.ts';
import { assessHousehold } from './modules/risk-assessments/assess.ts';
import { createDocumentsRepository } from './modules/documents/repository.ts';
import { createDocumentsService } from './modules/documents/service.ts';
import { registerDocumentRoutes } from './modules/documents/routes.ts';
import { createDocumentPdfService } from './modules/documents/pdf-service.ts';
import { registerDocumentPdfRoutes } from './modules/documents/pdf-routes.ts';
import { registerHowToFileRoute } from './modules/documents/how-to-file-routes.ts';
import { loadDataEncryptionKey } from './security/data-encryption.ts';
import { createRenderPool, type PdfRenderer } from './adapters/pdf/render-pool/render-pool.ts';
import { PREMIUM_PRICE_SCHEDULE, type PremiumPriceStep } from '#shared/billing/catalog.ts';

export interface AppDeps {
  database: DatabaseHandle;
  /** Injected so tests control time. */
  clock?: () => Date;
  /** Outgoing mail delivery; SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /** Premium's price schedule; the catalog's by default, tests pass their own. */
  priceSchedule?: readonly PremiumPriceStep[];
  /** The course lesson files (content/en/course by default); tests pass a broken copy. */
  courseContentDir?: string;
  /** Draws the document PDFs; a worker pool sized to the cores by default (closed with the app), tests pass their own. */
  pdfRenderer?: PdfRenderer;
}

/** How often a listening server carries catalog price changes out to members (notices, processor prices). */
const PRICE_CHANGE_PASS_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access, for the route-table test. */
    routeTable: RegisteredRoute[];
    /** Price change notices and processor moves; a listening server runs a pass every hour, tests call it. */
    priceChanges: PriceChanges;
    /** This instance's live chat streams; each checks its session every 30 s, tests call `recheck()`. */
    chatStreams: StreamRegistry;
    /** Where emails are written as `.eml` files when no SMTP server is configured (DATA_DIR/mail); undefined with SMTP. */
    mailFolder: string | undefined;
    /** The public read cache's size, which tests check stays bounded. */
    publicReads: Pick<PublicReadCache, 'size'>;
  }
}

/** Builds the whole HTTP application without listening, so tests can `inject` requests. */
export async function buildApp(config: AppConfig, deps: AppDeps): Promise<FastifyInstance> {
  const clock = deps.clock ?? (() => new Date());
  // A course lesson file an editor broke stops the start here, naming it, before anything opens.
  checkLessonFiles({ site: config.site, onDate: clock(), ...(deps.courseContentDir ? { contentDir: deps.courseContentDir } : {}) });
  const logStream = deps.logStream ?? batchedStandardOutput();
  // One trust function for Fastify's request.ip and the front door's early answers.
  const trustProxy = trustFunction(config.trustProxy);
  const frontDoor = createFrontDoor();
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    logController: requestLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    serverFactory: frontDoor.serverFactory,
    // A request line with the whole URL is read as its path, before routing and every hook.
    rewriteUrl: (request) => originForm(request.url ?? '/'),
  });
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });

  const routeTable: RegisteredRoute[] = [];
  app.decorate('routeTable', routeTable);
  registerAccessDeclarations(app, routeTable);
  registerErrorHandler(app);
  const headers = securityHeaders(config);
  registerSecurityHeaders(app, headers);
  const chatBus = await createChatBus(deps.database);
  // Made before the routes, whose writes declare the public content they change. Reads it has made
  // are answered at the front door, before Fastify. The chat bus carries which public content
  // changed, to every instance's read cache.
  const apiRateLimit = createApiRateLimit(config.apiRateLimitPerMinute);
  const publicReads = createPublicReadCache(app, { bus: chatBus, clock, compressFromBytes: COMPRESSION_THRESHOLD_BYTES, rateLimit: apiRateLimit, securityHeaders: headers, trustProxy, logRequest: requestLineWriter(app.log, logStream) });
  frontDoor.answerFirst(publicReads.answerEarly);
  app.decorate('publicReads', { size: publicReads.size });
  await registerCompression(app);
  await app.register(cookie);
  await app.register(formBody, { bodyLimit: 64 * 1024 });
  registerSameOriginGuard(app, { publicUrl: config.publicUrl, guardedPrefixes: ['/api/', '/idp/interaction/', '/idp/account/'] });
  registerJsonOnlyApi(app);
  await app.register(rateLimit, {
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: API_RATE_WINDOW_MS,
    // One count per address with the public reads answered before this plugin's hook.
    store: apiRateLimit.store,
    allowList: (request) => !request.url.startsWith('/api/'),
    // The limit's headers go out only with the 429 (and its Retry-After), not on every answer.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  });
  // The embedded sign-in provider has its own limit (each anonymous /idp/auth stores a record).
  // A hook, not a route option: most /idp paths are handed to oidc-provider before routing.
  const idpLimit = app.rateLimit({ max: config.idpRateLimitPerMinute, timeWindow: 60_000, keyGenerator: (request) => `idp:${request.ip}`, allowList: () => false });
  app.addHook('onRequest', async (request, reply) => {
    const url = request.url;
    if (url.startsWith(IDP_STYLESHEET_PATH) || !(url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?'))) return;
    await idpLimit.call(app, request, reply);
  });
  const { db } = deps.database;
  const smtp = config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : undefined;
  if (smtp) app.addHook('onClose', async () => smtp.close());
  const mailFolder = smtp ? undefined : createMailFolderTransport(config.mail.folder, config.mail.from);
  app.decorate('mailFolder', mailFolder?.directory);
  const outbox = createMailOutbox(db, deps.mailTransport ?? smtp ?? mailFolder, app.log, clock);
  // Emails whose delivery failed (SMTP server down) are tried again every minute until due ones are sent.
  const mailRetries = setInterval(() => {
    void outbox.retryDue().catch((error: unknown) => app.log.warn({ err: error }, 'email retry failed'));
  }, 60_000);
  mailRetries.unref();
  app.addHook('onClose', async () => clearInterval(mailRetries));

  const billingRepository = createBillingRepository(db);
  const stripeClient = config.stripe ? createStripeClient(config.stripe) : undefined;
  const paymentProvider = config.stripe ? createStripePaymentProvider(config.stripe, stripeClient) : createTestPaymentProvider();
  const billing = createBillingService({
    repository: billingRepository,
    provider: paymentProvider,
    clock,
    inTransaction: transactionScope(db, (tx) => ({ repository: createBillingRepository(tx), audit: createAuditLog(tx) })),
    bookStoreUrls: { ebook: config.site.ebookUrl, paperback: config.site.paperbackUrl },
    receipts: { outbox, siteName: config.site.siteName, publicUrl: config.publicUrl },
    ...(deps.priceSchedule ? { schedule: deps.priceSchedule } : {}),
  });
  const priceChanges = createPriceChanges({
    repository: billingRepository,
    outbox,
    provider: paymentProvider,
    clock,
    schedule: deps.priceSchedule ?? PREMIUM_PRICE_SCHEDULE,
    siteName: config.site.siteName,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate('priceChanges', priceChanges);
  // Only a server that listens runs the passes: tests that inject requests call run() themselves.
  let priceChangeTimer: NodeJS.Timeout | undefined;
  const runPriceChanges = () => void priceChanges.run().catch((error: unknown) => app.log.warn({ err: error }, 'price change pass failed'));
  app.addHook('onListen', async () => {
    runPriceChanges();
    priceChangeTimer ??= setInterval(runPriceChanges, PRICE_CHANGE_PASS_MS).unref();
  });
  app.addHook('onClose', async () => clearInterval(priceChangeTimer));

  // The chat bus also tells every instance when someone's sessions ended, so their live chat streams
  // close at once wherever they are. A lost announcement only delays that to the streams' periodic check.
  const sessionsEnded = (userId: string) =>
    chatBus.publish({ type: 'sessions-ended', userId }).catch((error: unknown) => app.log.warn({ err: error }, 'sessions-ended announcement failed'));

  // A course enrollment can open the schedule completion tool, as a subscription does (spec 6; the catalog says which).
  const courseRepository = createCourseRepository(db);
  // Order matters: the session is resolved before access rules are checked.
  const identity = await registerIdentity(app, {
    config,
    db,
    outbox,
    clock,
    sessionsEnded,
    hasPremium: (userId) => billing.hasPremium(userId),
    hasCourseEnrollment: (userId) => courseRepository.opensScheduleTool(userId),
  });
  registerAccessEnforcement(app);
  registerAccountDataRoutes(app, {
    service: createAccountData({ db, clock, embeddedIssuer: identity.embeddedIssuer, beforeDeletion: async (userId) => {
        await billing.endForDeletedAccount(userId);
      },
    }),
    cookies: identity.cookies,
    isHttps: identity.isHttps,
    sessionsEnded,
  });
  registerMailOutboxRoutes(
    app,
    createMailOutboxService({
      transportName: outbox.transportName,
      inTransaction: transactionScope(db, (tx) => ({ emails: createOutboxReader(tx), audit: createAuditLog(tx) })),
    }),
  );
  registerContactRoutes(
    app,
    createContactService({
      db,
      outbox,
      rateCounter: createRateCounter(db, clock),
      supportEmail: config.site.supportEmail,
      siteName: config.site.siteName,
    }),
  );
  registerPreparationRoutes(app, createPreparationRepository(db));
  // Imported median income tables join the committed ones in every calculation and text that prints
  // a median, passed to each explicitly. Read at start; read again at once on every instance when an
  // admin imports one anywhere (the import's public-content-changed event on the chat bus).
  const medianIncomeService = createMedianIncomeService({
    repository: createMedianIncomeRepository(db),
    clock,
    inTransaction: transactionScope(db, (tx) => ({ repository: createMedianIncomeRepository(tx), audit: createAuditLog(tx) })),
  });
  const readMedianIncomeTables = (when: string) =>
    medianIncomeService.reload().catch((error: unknown) => app.log.warn({ err: error }, `could not read the imported median income tables ${when}`));
  const stopListeningForImports = chatBus.subscribe((event) => {
    if (event.type === 'public-content-changed' && event.topic === 'median-income') void readMedianIncomeTables('after an import');
  });
  app.addHook('onClose', async () => stopListeningForImports());
  registerRiskAssessmentRoutes(
    app,
    createRiskAssessmentsService({
      repository: createRiskAssessmentsRepository(db),
      clock,
      assess: async (household, filingDate) => assessHousehold(household, filingDate, await medianIncomeService.importedTables()),
      siteName: config.site.siteName,
    }),
  );
  // Social Security numbers of the documents are encrypted with this key (DATA_ENCRYPTION_KEY or a key file in DATA_DIR).
  const dataEncryption = loadDataEncryptionKey(config.dataEncryptionKey, config.dataDir);
  if (dataEncryption.created) {
    app.log.warn(
      `BACK UP THIS FILE NOW: a new data encryption key was created at ${dataEncryption.created}. It encrypts the Social Security numbers people enter for their documents; without it they can never be read again. Keep a copy with your database backups, or set DATA_ENCRYPTION_KEY to its contents.`,
    );
  }
  const documents = createDocumentsService({
    repository: createDocumentsRepository(db),
    clock,
    encryptionKey: dataEncryption.key,
    inTransaction: transactionScope(db, (tx) => ({ repository: createDocumentsRepository(tx), audit: createAuditLog(tx) })),
  });
  const pdfRenderer = deps.pdfRenderer ?? createRenderPool();
  if (!deps.pdfRenderer) app.addHook('onClose', () => pdfRenderer.close());
  const documentPdfs = createDocumentPdfService({
    documents,
    hasPurchased: async (userId, templateId) => (await billingRepository.purchases(userId)).documentPackages.includes(templateId),
    clock,
    producer: config.site.siteName,
    renderer: pdfRenderer,
    medianIncomeTables: medianIncomeService.importedTables,
  });
  registerDocumentRoutes(app, documents);
  registerDocumentPdfRoutes(app, documentPdfs);
  registerHowToFileRoute(app, documents, medianIncomeService.importedTables);
  // Files stored before they were encrypted (issue 36) are encrypted once, before the site answers.
  app.addHook('onReady', async () => {
    try {
      const count = await documents.encryptPlainFiles();
      if (count > 0) app.log.info(`encrypted ${count} document files that were stored plain`);
    } catch (error) {
      app.log.warn({ err: error }, 'could not encrypt the document files stored plain; the next start tries again');
    }
  });

  // Admin changes write their audit record in the transaction of the change.
  registerAuditLogRoutes(app, createAuditLog(db));
  registerMedianIncomeRoutes(app, medianIncomeService, publicReads);
  // Legal resources: read from the database into memory (the data files loaded into it first);
  // dropped on every instance when an admin changes one anywhere (public-content-changed).
  const resources = createResourcesService({
    repository: createResourcesRepository(db),
    clock,
    inTransaction: transactionScope(db, (tx) => ({ repository: createResourcesRepository(tx), audit: createAuditLog(tx) })),
  });
  const stopListeningForResourceChanges = chatBus.subscribe((event) => {
    if (event.type === 'public-content-changed' && event.topic === 'legal-resources') resources.invalidate();
  });
  app.addHook('onClose', async () => stopListeningForResourceChanges());
  registerResourceRoutes(app, resources);
  // Not awaited: the site is ready at once; a match arriving meanwhile waits for this same read.
  app.addHook('onReady', async () => {
    void resources.warm().catch((error: unknown) => app.log.warn({ err: error }, 'could not load the legal resources at start'));
  });
  // A database that is down at start must not stop the site: the committed tables serve until a read succeeds.
  app.addHook('onReady', () => readMedianIncomeTables('at start'));
  const newsRepository = createNewsRepository(db);
  const newsService = createNewsService({ repository: newsRepository, clock, medianIncomeTables: medianIncomeService.importedTables, inTransaction: transactionScope(db, (tx) => ({ repository: createNewsRepository(tx), audit: createAuditLog(tx) })) });
  registerNewsRoutes(app, newsService, { siteName: config.site.siteName, publicUrl: config.publicUrl, cache: publicReads });
  // The online course: lessons from content/en/course, for people enrolled in it (issue 24).
  const lessons = createLessonLibrary({ site: config.site, clock, medianIncomeTables: medianIncomeService.importedTables, ...(deps.courseContentDir ? { contentDir: deps.courseContentDir } : {}) });
  registerCourseRoutes(app, createCourseService({ repository: courseRepository, lessons, clock }));
  const faqService = createFaqService({ repository: createFaqRepository(db), clock, medianIncomeTables: medianIncomeService.importedTables, inTransaction: transactionScope(db, (tx) => ({ repository: createFaqRepository(tx), audit: createAuditLog(tx) })) });
  registerFaqRoutes(app, faqService, publicReads);
  // The counseling assistant: the built-in counselor, or a language model when AI_* is configured.
  registerCounselingRoutes(
    app,
    createCounselingService({
      repository: createCounselingRepository(db),
      rateCounter: createRateCounter(db, clock),
      clock,
      // A model failure is logged by its kind only: the error text may quote the request.
      counselor: createCounselor(config.ai, clock, (error) => app.log.warn({ failure: (error as Error)?.name ?? 'unknown' }, 'counseling model failed; the built-in counselor answered')),
      faqs: () => faqService.list(),
      educationPassages: createEducationPassageCache(config.site, clock),
      medianIncomeTables: medianIncomeService.importedTables,
    }),
  );
  // Sign-ups for an address other than the person's verified one wait for its owner's confirmation.
  const signupOptIn = createSignupOptIn({
    repository: createSignupConfirmationsRepository(db),
    outbox,
    rateCounter: createRateCounter(db, clock),
    clock,
    siteName: config.site.siteName,
    publicUrl: config.publicUrl,
  });
  const newsletter = createNewsletterService({ repository: createNewsletterRepository(db), outbox, optIn: signupOptIn, siteName: config.site.siteName, publicUrl: config.publicUrl });
  registerNewsletterRoutes(app, newsletter);
  const webinarsService = createWebinarsService({
    repository: createWebinarsRepository(db),
    inTransaction: transactionScope(db, (tx) => ({ repository: createWebinarsRepository(tx), audit: createAuditLog(tx) })),
    outbox,
    optIn: signupOptIn,
    siteName: config.site.siteName,
    publicUrl: config.publicUrl,
    clock,
  });
  registerWebinarRoutes(app, webinarsService);
  registerSignupConfirmationRoutes(app, (token) =>
    signupOptIn.confirm(token, { newsletter: (pending) => newsletter.activate(pending), webinar: (pending) => webinarsService.activate(pending) }),
  );
  registerCommunityRoutes(
    app,
    createCommunityService({ repository: createCommunityRepository(db), inTransaction: transactionScope(db, (tx) => ({ repository: createCommunityRepository(tx), audit: createAuditLog(tx) })) }),
  );
  registerAdminUserRoutes(app, adminUsersServiceOn(db, clock, sessionsEnded));
  registerSiteSetupRoutes(
    app,
    createSiteSetupService({
      repository: createSiteSetupRepository(db),
      facts: { site: config.site, smtpConfigured: Boolean(config.mail.smtpUrl), stripeConfigured: Boolean(config.stripe) },
      clock,
    }),
  );

  registerBillingRoutes(app, { service: billing, isTestProcessor: paymentProvider.name === 'test' });
  if (config.stripe && stripeClient) {
    await registerStripeWebhook(app, { stripe: stripeClient, webhookSecret: config.stripe.webhookSecret, repository: billingRepository, service: billing, clock });
  }

  const chatRepository = createChatRepository(db);
  const chatHub = createChatHub(chatBus, chatRepository);
  const chatStreams = createStreamRegistry({ repository: createChatStreamsRepository(db), bus: chatBus, clock, idleTimeoutMs: config.session.idleTimeoutMs, log: app.log });
  app.decorate('chatStreams', chatStreams);
  app.addHook('onClose', async () => {
    chatStreams.stop();
    chatHub.close();
    await chatBus.close();
  });
  registerChatRoutes(app, {
    service: createChatService({
      repository: chatRepository,
      bus: chatBus,
      rateCounter: createRateCounter(db, clock),
      clock,
      inTransaction: transactionScope(db, (tx) => ({ repository: createChatRepository(tx), audit: createAuditLog(tx) })),
    }),
    repository: chatRepository,
    hub: chatHub,
    streams: chatStreams,
  });

  registerHealthRoutes(app, deps.database);
  registerDocumentTemplateRoutes(app, createDocumentTemplateRepository(db), publicReads);

  await registerClientApp(app, config, { 'news-article': ({ id }) => newsService.isPublished(id ?? '') }, { news: () => readNewsList(newsService, publicReads) });
  return app;
}
