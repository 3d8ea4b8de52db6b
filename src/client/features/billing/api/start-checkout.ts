import { COURSES } from '#shared/billing/catalog.ts';
import type { CheckoutResponse } from '#shared/contracts/billing.ts';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { apiRequest } from '#client/lib/api-request.ts';

export const ENROLL_COURSE_PATH = '/api/enroll-course';
export const PURCHASE_DOCUMENT_PACKAGE_PATH = '/api/purchase-document-package';

/**
 * POST /api/enroll-course (spec 7: courseType 'chapter7', amount 8900 cents). The server prices
 * the course itself and refuses an amount that does not match; `already_owned` means enrolled.
 */
export async function enrollCourse(): Promise<CheckoutResponse> {
  const res = await apiRequest('POST', ENROLL_COURSE_PATH, { courseType: 'chapter7', amount: COURSES.chapter7.priceCents });
  return (await res.json()) as CheckoutResponse;
}

/** POST /api/purchase-document-package: a one-time purchase of one package, priced by the server. */
export async function purchaseDocumentPackage(templateId: DocumentTemplateId): Promise<CheckoutResponse> {
  const res = await apiRequest('POST', PURCHASE_DOCUMENT_PACKAGE_PATH, { templateId });
  return (await res.json()) as CheckoutResponse;
}
