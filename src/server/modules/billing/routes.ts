import type { FastifyInstance } from 'fastify';
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
import { afterPaymentPath, PACKAGES_PATH } from '#shared/billing/after-payment-path.ts';
import { parseInput } from '../../http/validation.ts';
import { requireViewer } from '../../plugins/access-control.ts';
import { requireSignedIn } from '../auth/viewer.ts';
import type { BillingService } from './service.ts';

export function registerBillingRoutes(app: FastifyInstance, deps: { service: BillingService; isTestProcessor: boolean }): void {
  const { service } = deps;
  const buyer = (request: Parameters<typeof requireSignedIn>[0]) => {
    const { user } = requireSignedIn(request);
    return { id: user.id, email: user.email };
  };
  const viewerId = (request: Parameters<typeof requireViewer>[0]) => requireViewer(request).userId;

  app.post('/api/create-subscription', { config: { access: 'user' } }, async (request) => {
    const { couponCode, returnTo } = parseInput(createSubscriptionSchema, request.body ?? {});
    // Validated here, never taken from the request as it stands: no redirect to another site.
    return { ...(await service.createSubscription(buyer(request), couponCode)), returnPath: afterPaymentPath(returnTo) };
  });

  app.post('/api/coupons/validate', { config: { access: 'user' } }, async (request) => {
    const { code } = parseInput(validateCouponSchema, request.body);
    return service.validateCoupon(code, viewerId(request));
  });

  app.get('/api/subscription-status', { config: { access: 'user' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.statusOf(viewerId(request));
  });

  app.post('/api/subscription/cancel', { config: { access: 'user' } }, async (request) => service.cancelAtPeriodEnd(viewerId(request), true));
  app.post('/api/subscription/resume', { config: { access: 'user' } }, async (request) => service.cancelAtPeriodEnd(viewerId(request), false));

  app.post('/api/enroll-course', { config: { access: 'user' } }, async (request) => {
    const { courseType, amount } = parseInput(enrollCourseSchema, request.body);
    return service.checkoutCourse(buyer(request), courseType, amount);
  });

  app.post('/api/purchase-document-package', { config: { access: 'user' } }, async (request) => {
    const { templateId, amount, returnTo } = parseInput(purchaseDocumentPackageSchema, request.body);
    const checkout = await service.checkoutDocumentPackage(buyer(request), templateId, amount);
    // Validated like the membership's: only a path on this site, never another host.
    return returnTo === undefined ? checkout : { ...checkout, returnPath: afterPaymentPath(returnTo, PACKAGES_PATH) };
  });

  app.post('/api/purchase-book', { config: { access: 'public' } }, async (request) => service.purchaseBook(parseInput(purchaseBookSchema, request.body).amount));

  if (deps.isTestProcessor) {
    app.post('/api/test-payments/confirm', { config: { access: 'user' } }, async (request) => service.payWithTestCard(viewerId(request), parseInput(testCardPaymentSchema, request.body)));
    // A test clock for the member's own membership (no real money exists in test mode).
    app.post('/api/test-payments/skip-to-period-end', { config: { access: 'user' } }, async (request) => service.skipToPeriodEnd(viewerId(request)));
  }

  app.get('/api/payments', { config: { access: 'user' } }, async (request) => service.receipts(viewerId(request)));
  app.get('/api/purchases', { config: { access: 'user' } }, async (request) => service.purchases(viewerId(request)));

  app.get('/api/admin/coupons', { config: { access: 'admin' } }, async () => service.listCoupons());

  app.post('/api/admin/coupons', { config: { access: 'admin' } }, async (request, reply) => {
    const input = parseInput(couponInputSchema, request.body);
    return reply.status(201).send(await service.createCoupon(viewerId(request), input));
  });

  app.put('/api/admin/coupons/:code', { config: { access: 'admin' } }, async (request) => {
    const { code } = parseInput(couponCodeParamsSchema, request.params);
    const { isActive } = parseInput(couponActiveSchema, request.body);
    return service.setCouponActive(viewerId(request), code, isActive);
  });
}
