import { COURSES } from '#shared/billing/catalog.ts';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { apiJson } from '#client/lib/api/api-json.ts';

export const ENROLL_COURSE_PATH = '/api/enroll-course';
export const PURCHASE_DOCUMENT_PACKAGE_PATH = '/api/purchase-document-package';

const postCheckout = apiJson(() => import('#shared/contracts/billing.ts').then((c) => c.checkoutResponseSchema));

/**
 * POST /api/enroll-course (spec 7: courseType 'chapter7', amount 8900 cents). The server prices
 * the course itself and refuses an amount that does not match; `already_owned` means enrolled.
 */
export function enrollCourse() {
  return postCheckout(ENROLL_COURSE_PATH, { method: 'POST', body: { courseType: 'chapter7', amount: COURSES.chapter7.priceCents } });
}

/**
 * POST /api/purchase-document-package: a one-time purchase of one package, priced by the server.
 * `returnTo`: the page bought from, which the server answers with as a safe `returnPath`.
 */
export function purchaseDocumentPackage(templateId: DocumentTemplateId, returnTo?: string) {
  return postCheckout(PURCHASE_DOCUMENT_PACKAGE_PATH, { method: 'POST', body: returnTo ? { templateId, returnTo } : { templateId } });
}
