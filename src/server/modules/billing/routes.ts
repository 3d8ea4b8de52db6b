import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  couponInputSchema,
  createSubscriptionSchema,
  enrollCourseSchema,
  purchaseBookSchema,
  purchaseDocumentPackageSchema,
  type BookPurchaseResponse,
  testCardPaymentSchema,
  validateCouponSchema,
} from '#shared/contracts/billing.ts';
import { BOOK_EDITIONS, type BookEdition } from '#shared/billing/catalog.ts';
import { AppError } from '#shared/errors.ts';
import { parseInput } from '../../http/validation.ts';
import type { AuditLog } from '../audit-log/audit-log.ts';
import type { BillingRepository } from './repository.ts';
import { toAdminCoupon, type BillingService } from './service.ts';

const couponParamsSchema = z.object({ code: z.string().trim().min(1).max(64).transform((v) => v.toUpperCase()) });
const couponActiveSchema = z.object({ isActive: z.boolean() });

export function registerBillingRoutes(
  app: FastifyInstance,
  deps: { service: BillingService; repository: BillingRepository; audit: AuditLog; isTestProcessor: boolean; bookStoreUrls: Record<BookEdition, string | null> },
): void {
  const { service, repository, audit } = deps;
  const me = (request: { signedIn: { user: { id: string; email: string | null } } | null }) => {
    const user = request.signedIn!.user;
    return { id: user.id, email: user.email };
  };

  app.post('/api/create-subscription', { config: { access: 'user' } }, async (request) => {
    const { couponCode } = parseInput(createSubscriptionSchema, request.body ?? {});
    return service.createSubscription(me(request), couponCode);
  });

  app.post('/api/coupons/validate', { config: { access: 'user' } }, async (request) => {
    const { code } = parseInput(validateCouponSchema, request.body);
    return service.validateCoupon(code);
  });

  app.get('/api/subscription-status', { config: { access: 'user' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.statusOf(request.viewer!.userId);
  });

  app.post('/api/subscription/cancel', { config: { access: 'user' } }, async (request) => service.cancelAtPeriodEnd(request.viewer!.userId, true));
  app.post('/api/subscription/resume', { config: { access: 'user' } }, async (request) => service.cancelAtPeriodEnd(request.viewer!.userId, false));

  app.post('/api/enroll-course', { config: { access: 'user' } }, async (request) => {
    const { courseType, amount } = parseInput(enrollCourseSchema, request.body);
    return service.checkoutCourse(me(request), courseType, amount);
  });

  app.post('/api/purchase-document-package', { config: { access: 'user' } }, async (request) => {
    const { templateId, amount } = parseInput(purchaseDocumentPackageSchema, request.body);
    return service.checkoutDocumentPackage(me(request), templateId, amount);
  });

  // Spec 7 defines this call but the site never makes it: the book is sold by bookstores. It
  // answers which edition the amount buys and where to buy it, and stores nothing.
  app.post('/api/purchase-book', { config: { access: 'public' } }, async (request): Promise<BookPurchaseResponse> => {
    const { amount } = parseInput(purchaseBookSchema, request.body);
    const edition = (Object.keys(BOOK_EDITIONS) as BookEdition[]).find((key) => BOOK_EDITIONS[key].priceCents === amount);
    if (!edition) {
      throw new AppError('VALIDATION_FAILED', 'The amount does not match the price of this item. Please reload the page.', [{ path: 'amount', message: 'The amount does not match the price of this item.' }]);
    }
    const storeUrl = deps.bookStoreUrls[edition];
    if (!storeUrl) throw new AppError('CONFLICT', 'The book is sold by online bookstores; this site has no store link for that edition.');
    return { status: 'external', edition, amountCents: BOOK_EDITIONS[edition].priceCents, storeUrl };
  });

  if (deps.isTestProcessor) {
    app.post('/api/test-payments/confirm', { config: { access: 'user' } }, async (request) =>
      service.payWithTestCard(request.viewer!.userId, parseInput(testCardPaymentSchema, request.body)),
    );
    // A test clock for the member's own membership (no real money exists in test mode).
    app.post('/api/test-payments/skip-to-period-end', { config: { access: 'user' } }, async (request) => service.skipToPeriodEnd(request.viewer!.userId));
  }

  app.get('/api/payments', { config: { access: 'user' } }, async (request) => service.receipts(request.viewer!.userId));
  app.get('/api/purchases', { config: { access: 'user' } }, async (request) => service.purchases(request.viewer!.userId));

  app.get('/api/admin/coupons', { config: { access: 'admin' } }, async () => (await repository.listCoupons()).map(toAdminCoupon));

  app.post('/api/admin/coupons', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(couponInputSchema, request.body);
    const created = await repository.createCoupon({
      ...input,
      durationMonths: input.duration === 'repeating' ? input.durationMonths : null,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    });
    if (!created) throw new AppError('CONFLICT', 'A coupon with that code already exists.');
    await audit.record({ actorId: request.viewer!.userId, action: 'coupon.create', targetType: 'coupon', targetId: created.code, details: { percentOff: created.percentOff, duration: created.duration } });
    return reply.status(201).send(toAdminCoupon(created));
  });

  app.put('/api/admin/coupons/:code', { config: { access: 'admin' } }, async (request) => {
    const { code } = parseInput(couponParamsSchema, request.params);
    const { isActive } = parseInput(couponActiveSchema, request.body);
    const updated = await repository.setCouponActive(code, isActive);
    if (!updated) throw new AppError('NOT_FOUND', 'That coupon does not exist.');
    await audit.record({ actorId: request.viewer!.userId, action: isActive ? 'coupon.enable' : 'coupon.disable', targetType: 'coupon', targetId: code });
    return toAdminCoupon(updated);
  });
}
