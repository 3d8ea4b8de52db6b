import fc from 'fast-check';
import type { ZodTypeAny } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUserSearchSchema, setAdminSchema, setDisabledSchema, userIdParamsSchema } from '#shared/contracts/admin.ts';
import { changePasswordSchema, displayNameSchema } from '#shared/contracts/auth.ts';
import {
  couponActiveSchema,
  couponCodeParamsSchema,
  couponInputSchema,
  createSubscriptionSchema,
  enrollCourseSchema,
  purchaseBookSchema,
  purchaseDocumentPackageSchema,
  testCardPaymentSchema,
  validateCouponSchema,
} from '#shared/contracts/billing.ts';
import {
  chatLiveQuerySchema,
  chatMessagesQuerySchema,
  chatMuteInputSchema,
  chatRoomInputSchema,
  chatRoomParamsSchema,
  reportChatMessageSchema,
  sendChatMessageSchema,
  setHiddenSchema,
} from '#shared/contracts/chat.ts';
import { answerQuestionSchema, createQuestionSchema, createStorySchema, idParamsSchema, moderationStatusSchema } from '#shared/contracts/community.ts';
import { contactMessageSchema } from '#shared/contracts/contact.ts';
import { faqInputSchema, faqOrderSchema } from '#shared/contracts/faqs.ts';
import { medianIncomeImportSchema, medianIncomeQuerySchema } from '#shared/contracts/median-income.ts';
import { bankruptcyDistrictsQuerySchema } from '#shared/contracts/districts.ts';
import { legalResourceIdSchema, legalResourceInputSchema, matchResourcesRequestSchema, nearbyFreeHelpQuerySchema } from '#shared/contracts/resources.ts';
import { documentIdParamsSchema, documentSectionParamsSchema, documentVersionParamsSchema, saveSectionDraftBodySchema, saveSsnBodySchema, startDocumentBodySchema } from '#shared/contracts/documents.ts';
import { downloadPdfQuerySchema } from '#shared/contracts/document-pdfs.ts';
import { counselingConversationIdParamsSchema, counselingMessageRequestSchema } from '#shared/contracts/counseling.ts';
import { courseParamsSchema, lessonParamsSchema, updateLessonProgressSchema } from '#shared/contracts/course.ts';
import { caseFileSectionSchemas } from '#shared/case-file/case-file.ts';
import { newsArticleIdParamsSchema, newsArticleInputSchema } from '#shared/contracts/news.ts';
import { updatePreparationChecklistSchema } from '#shared/contracts/preparation.ts';
import { assessmentIdParamsSchema, assessmentSectionParamsSchema, saveSectionBodyShapeSchema } from '#shared/contracts/risk-assessments.ts';
import { signupConfirmationSchema, signupFormSchema } from '#shared/contracts/signups.ts';
import { webinarInputSchema } from '#shared/contracts/webinars.ts';
import type { RegisteredRoute, RouteAccess } from '#server/plugins/access-control.ts';
import { contractArbitrary, stringLeaves } from './support/contract-arbitrary.ts';
import { signedInPerson } from './support/people.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import type { TestBrowser } from './support/browser.ts';

/** What each /api route reads from the request, by its shared contract. A new route must be added here. */
interface RouteInputs {
  params?: ZodTypeAny;
  query?: ZodTypeAny;
  body?: ZodTypeAny;
  /** Left out for signed-in people: it would end the session the run relies on, or never finish (a live stream). */
  visitorOnly?: string;
}

const ROUTE_INPUTS: Record<string, RouteInputs> = {
  'GET /api/login': {},
  'GET /api/callback': {},
  'POST /api/logout': { visitorOnly: 'ends the session' },
  'GET /api/auth/user': {},
  'PUT /api/auth/user/display-name': { body: displayNameSchema },
  'PUT /api/auth/user/password': { body: changePasswordSchema },
  'DELETE /api/auth/user': { visitorOnly: 'deletes the account' },
  'GET /api/auth/user/data': {},
  'GET /api/admin/outbox': {},
  'GET /api/admin/setup-checklist': {},
  'GET /api/admin/outbox/:id': { params: idParamsSchema },
  'POST /api/contact': { body: contactMessageSchema },
  'GET /api/preparation-checklist': {},
  'PUT /api/preparation-checklist': { body: updatePreparationChecklistSchema },
  'GET /api/risk-assessments': {},
  'GET /api/current-assessment': {},
  'POST /api/start-assessment': {},
  'GET /api/risk-assessments/:id': { params: assessmentIdParamsSchema },
  'PUT /api/risk-assessments/:id/answers/:section': { params: assessmentSectionParamsSchema, body: saveSectionBodyShapeSchema },
  'POST /api/risk-assessments/:id/complete': { params: assessmentIdParamsSchema },
  'GET /api/risk-assessments/:id/summary.pdf': { params: assessmentIdParamsSchema },
  'GET /api/admin/audit-log': {},
  'GET /api/news': {},
  'GET /api/news/:id': { params: newsArticleIdParamsSchema },
  'GET /api/admin/news': {},
  'POST /api/news': { body: newsArticleInputSchema },
  'PUT /api/admin/news/:id': { params: idParamsSchema, body: newsArticleInputSchema },
  'DELETE /api/admin/news/:id': { params: idParamsSchema },
  'GET /api/median-income': { query: medianIncomeQuerySchema },
  'POST /api/match-resources': { body: matchResourcesRequestSchema },
  'GET /api/free-legal-help': { query: nearbyFreeHelpQuerySchema },
  'GET /api/bankruptcy-districts': { query: bankruptcyDistrictsQuerySchema },
  'GET /api/admin/legal-resources': {},
  'POST /api/admin/legal-resources': { body: legalResourceInputSchema },
  'PUT /api/admin/legal-resources/:id': { params: legalResourceIdSchema, body: legalResourceInputSchema },
  'POST /api/admin/legal-resources/:id/retire': { params: legalResourceIdSchema },
  'POST /api/admin/legal-resources/:id/restore': { params: legalResourceIdSchema },
  'POST /api/admin/legal-resources/:id/verify': { params: legalResourceIdSchema },
  'GET /api/user-documents': {},
  'POST /api/start-document': { body: startDocumentBodySchema },
  'GET /api/documents/:id': { params: documentIdParamsSchema },
  'DELETE /api/documents/:id': { params: documentIdParamsSchema },
  // One section's body stands for all: each is its own schema of the same kinds of field.
  'PUT /api/documents/:id/sections/:section': { params: documentSectionParamsSchema, body: caseFileSectionSchemas.household },
  'PUT /api/documents/:id/section-drafts/:section': { params: documentSectionParamsSchema, body: saveSectionDraftBodySchema },
  'PUT /api/documents/:id/ssn': { params: documentIdParamsSchema, body: saveSsnBodySchema },
  'POST /api/documents/:id/complete': { params: documentIdParamsSchema },
  'GET /api/documents/:id/versions': { params: documentIdParamsSchema },
  'POST /api/documents/:id/versions/:version/restore': { params: documentVersionParamsSchema },
  'GET /api/documents/:id/pdfs': { params: documentIdParamsSchema },
  'GET /api/documents/:id/chapter13-eligibility': { params: documentIdParamsSchema },
  'GET /api/documents/:id/preview.pdf': { params: documentIdParamsSchema },
  'POST /api/documents/:id/generate': { params: documentIdParamsSchema },
  'GET /api/download-pdf/:id': { params: documentIdParamsSchema, query: downloadPdfQuerySchema },
  'GET /api/documents/:id/checks': { params: documentIdParamsSchema },
  'GET /api/documents/:id/form121.pdf': { params: documentIdParamsSchema, query: downloadPdfQuerySchema },
  'GET /api/documents/:id/creditor-matrix.txt': { params: documentIdParamsSchema, query: downloadPdfQuerySchema },
  'GET /api/documents/:id/how-to-file': { params: documentIdParamsSchema },
  'POST /api/chatbot/message': { body: counselingMessageRequestSchema },
  'GET /api/chatbot/conversations': {},
  'GET /api/chatbot/conversations/:id': { params: counselingConversationIdParamsSchema },
  'DELETE /api/chatbot/conversations': {},
  'DELETE /api/chatbot/conversations/:id': { params: counselingConversationIdParamsSchema },
  'GET /api/courses/:courseType/outline': { params: courseParamsSchema },
  'GET /api/courses/:courseType/progress': { params: courseParamsSchema },
  'GET /api/courses/:courseType/lessons/:lessonId': { params: lessonParamsSchema },
  'PUT /api/courses/:courseType/lessons/:lessonId/progress': { params: lessonParamsSchema, body: updateLessonProgressSchema },
  'GET /api/course-progress': {},
  'GET /api/admin/courses': {},
  'GET /api/admin/median-income-tables': {},
  'POST /api/admin/median-income-tables': { body: medianIncomeImportSchema },
  'GET /api/faqs': {},
  'GET /api/admin/faqs': {},
  'POST /api/admin/faqs': { body: faqInputSchema },
  'PUT /api/admin/faqs/order': { body: faqOrderSchema },
  'PUT /api/admin/faqs/:id': { params: idParamsSchema, body: faqInputSchema },
  'DELETE /api/admin/faqs/:id': { params: idParamsSchema },
  'POST /api/newsletter-signup': { body: signupFormSchema },
  'POST /api/webinar-registration': { body: signupFormSchema },
  'POST /api/signup-confirmations': { body: signupConfirmationSchema },
  'GET /api/webinars/next': {},
  'GET /api/admin/webinars': {},
  'POST /api/admin/webinars': { body: webinarInputSchema },
  'PUT /api/admin/webinars/:id': { params: idParamsSchema, body: webinarInputSchema },
  'DELETE /api/admin/webinars/:id': { params: idParamsSchema },
  'POST /api/user-stories': { body: createStorySchema },
  'POST /api/questions': { body: createQuestionSchema },
  'GET /api/community/stories': {},
  'GET /api/community/questions': {},
  'GET /api/community/my-posts': {},
  'GET /api/admin/stories': {},
  'GET /api/admin/questions': {},
  'PUT /api/admin/stories/:id/status': { params: idParamsSchema, body: moderationStatusSchema },
  'PUT /api/admin/questions/:id/status': { params: idParamsSchema, body: moderationStatusSchema },
  'PUT /api/admin/questions/:id/answer': { params: idParamsSchema, body: answerQuestionSchema },
  'GET /api/admin/users': { query: adminUserSearchSchema },
  'PUT /api/admin/users/:id/admin': { params: userIdParamsSchema, body: setAdminSchema },
  'PUT /api/admin/users/:id/disabled': { params: userIdParamsSchema, body: setDisabledSchema },
  'POST /api/create-subscription': { body: createSubscriptionSchema },
  'POST /api/coupons/validate': { body: validateCouponSchema },
  'GET /api/subscription-status': {},
  'POST /api/subscription/cancel': {},
  'POST /api/subscription/resume': {},
  'POST /api/enroll-course': { body: enrollCourseSchema },
  'POST /api/purchase-document-package': { body: purchaseDocumentPackageSchema },
  'POST /api/purchase-book': { body: purchaseBookSchema },
  'POST /api/test-payments/confirm': { body: testCardPaymentSchema },
  'POST /api/test-payments/skip-to-period-end': {},
  'GET /api/payments': {},
  'GET /api/purchases': {},
  'GET /api/admin/coupons': {},
  'POST /api/admin/coupons': { body: couponInputSchema },
  'PUT /api/admin/coupons/:code': { params: couponCodeParamsSchema, body: couponActiveSchema },
  'GET /api/chat-rooms': {},
  'GET /api/chat-messages/:roomId': { params: chatRoomParamsSchema, query: chatMessagesQuerySchema },
  'GET /api/chat-messages': { query: chatMessagesQuerySchema },
  'POST /api/chat-messages': { body: sendChatMessageSchema },
  'GET /api/chat-events': { query: chatLiveQuerySchema, visitorOnly: 'a live stream never finishes (input-limits.test.ts checks its query)' },
  'POST /api/chat-messages/:id/report': { params: idParamsSchema, body: reportChatMessageSchema },
  'GET /api/admin/chat-reports': {},
  'PUT /api/admin/chat-reports/:id/resolve': { params: idParamsSchema },
  'PUT /api/admin/chat-messages/:id/hidden': { params: idParamsSchema, body: setHiddenSchema },
  'GET /api/admin/chat-mutes': {},
  'POST /api/admin/chat-mutes': { body: chatMuteInputSchema },
  'DELETE /api/admin/chat-mutes/:id': { params: userIdParamsSchema },
  'GET /api/admin/chat-rooms': {},
  'POST /api/admin/chat-rooms': { body: chatRoomInputSchema },
  'PUT /api/admin/chat-rooms/:id': { params: idParamsSchema, body: chatRoomInputSchema },
  'GET /api/health': {},
  'GET /api/document-templates': {},
};

const RUNS = 10_000;

type Role = 'visitor' | 'member' | 'admin';
/** Mostly people who may call the route, so its handler runs; sometimes someone who may not. */
const ROLE_WEIGHTS: Record<RouteAccess, Array<[Role, number]>> = {
  public: [['visitor', 2], ['member', 1], ['admin', 1]],
  user: [['visitor', 1], ['member', 4], ['admin', 2]],
  subscriber: [['visitor', 1], ['member', 1], ['admin', 4]],
  'schedule-tool': [['visitor', 1], ['member', 1], ['admin', 4]],
  admin: [['visitor', 1], ['member', 1], ['admin', 8]],
};

let t: TestApp;
let sessions: Record<Exclude<Role, 'visitor'>, TestBrowser>;

beforeAll(async () => {
  t = await createTestApp({ env: { API_RATE_LIMIT_PER_MINUTE: '1000000' } });
  sessions = { member: (await signedInPerson(t)).browser, admin: (await signedInPerson(t, { admin: true })).browser };
});
afterAll(async () => {
  await t?.close();
});

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;
const inputsOf = (route: RegisteredRoute) => ROUTE_INPUTS[key(route)] ?? {};

/** A path value: from the contract's params (as text), or something hostile. */
const pathValue = fc.oneof(fc.constantFrom('1', '2', '99999999999', '2147483648', '1e308', '-1', '0', '%00', 'NaN', '1.5', '%E2%80%AE'), fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent));

function requestArbitrary(route: RegisteredRoute) {
  const inputs = inputsOf(route);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const roles = ROLE_WEIGHTS[route.access].filter(([role]) => role === 'visitor' || !inputs.visitorOnly);
  return fc.record({
    route: fc.constant(route),
    role: fc.oneof(...roles.map(([role, weight]) => ({ weight, arbitrary: fc.constant(role) }))),
    params: inputs.params ? fc.oneof(contractArbitrary(inputs.params), fc.dictionary(fc.constantFrom(...paramNames), pathValue)) : fc.constant({}),
    fallbackParam: pathValue,
    query: inputs.query ? contractArbitrary(inputs.query) : fc.constant(undefined),
    body: inputs.body ? contractArbitrary(inputs.body) : fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
  });
}

/** A lone surrogate cannot be put in a URL at all; a browser sends the replacement character instead. */
const wellFormed = (value: unknown) => String(value).replace(/[\ud800-\udfff]/gu, '\ufffd');

function toUrl(route: RegisteredRoute, params: unknown, fallbackParam: string, query: unknown): string {
  const values = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? fallbackParam : encodeURIComponent(wellFormed(value));
  });
  if (typeof query !== 'object' || query === null) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, wellFormed(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

describe('no generated request makes the server fail', () => {
  it('has the inputs of every /api route, so a new route is fuzzed too', () => {
    const registered = t.app.routeTable.map(key).sort();
    expect(Object.keys(ROUTE_INPUTS).sort()).toEqual(registered);
  });

  it('uses the shared control-character rule in every text field of every request contract', () => {
    const missing: string[] = [];
    for (const [route, inputs] of Object.entries(ROUTE_INPUTS)) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = inputs[part];
        if (!schema) continue;
        for (const leaf of stringLeaves(schema)) {
          const refusesNul = leaf.schema._def.checks.some((c) => c.kind === 'regex' && !c.regex.test('a\u0000b'));
          if (!refusesNul) missing.push(`${route} ${part}.${leaf.path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it(`answers ${RUNS.toLocaleString('en-US')} generated requests over every route and role without a 5xx`, async () => {
    const routes = t.app.routeTable;
    const reachedHandler = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes).chain(requestArbitrary), async ({ route, role, params, fallbackParam, query, body }) => {
        const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const url = toUrl(route, params, fallbackParam, query);
        const sendsBody = body !== undefined && method !== 'GET' && method !== 'DELETE';
        const res =
          role === 'visitor'
            ? await t.app.inject({ method, url, headers: { host: 'localhost:3000', ...(sendsBody ? { 'content-type': 'application/json' } : {}) }, ...(sendsBody ? { payload: JSON.stringify(body) } : {}) })
            : await sessions[role].request(method, url, sendsBody ? { json: body } : {});
        if (res.statusCode >= 500) {
          throw new Error(`${res.statusCode} for ${role} ${method} ${url} ${sendsBody ? JSON.stringify(body) : ''}: ${res.body.slice(0, 300)}`);
        }
        if (res.statusCode !== 401 && res.statusCode !== 403) reachedHandler.add(key(route));
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
    // Not only the access check answered: every route's handler ran for someone allowed to call it.
    const neverReached = routes.map(key).filter((k) => !reachedHandler.has(k) && !ROUTE_INPUTS[k]?.visitorOnly);
    expect(neverReached).toEqual([]);
  }, 600_000);
});
