import { discountedCents } from '#shared/billing/catalog.ts';
import type { AdminCoupon, CouponInput, CouponSummary } from '#shared/contracts/billing.ts';
import { AppError } from '#shared/errors.ts';
import type { BillingContext } from './billing-context.ts';
import type { CouponRow } from './repository.ts';

function couponProblem(coupon: CouponRow | null, now: Date): string | null {
  if (!coupon || !coupon.isActive) return 'That coupon code does not exist.';
  if (coupon.expiresAt && coupon.expiresAt <= now) return 'That coupon has expired.';
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return 'That coupon has already been used the maximum number of times.';
  return null;
}

export function toCouponSummary(coupon: CouponRow, monthlyCents: number): CouponSummary {
  return {
    code: coupon.code,
    percentOff: coupon.percentOff,
    duration: coupon.duration,
    durationMonths: coupon.durationMonths,
    priceCents: discountedCents(monthlyCents, coupon.percentOff),
  };
}

function toAdminCoupon(c: CouponRow): AdminCoupon {
  return {
    code: c.code,
    percentOff: c.percentOff,
    duration: c.duration,
    durationMonths: c.durationMonths,
    maxRedemptions: c.maxRedemptions,
    redemptions: c.redemptions,
    expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null,
    isActive: c.isActive,
  };
}

/** Coupons: checking one a member enters, and their administration. */
export function createCoupons(ctx: BillingContext) {
  const { repository, inTransaction } = ctx;

  /** A coupon `userId` may use now: it exists, is live, has uses left and they never paid with it. */
  async function loadValidCoupon(code: string, userId: string): Promise<CouponRow> {
    const coupon = await repository.findCoupon(code);
    const problem = couponProblem(coupon, ctx.clock());
    if (problem) throw new AppError('VALIDATION_FAILED', problem, [{ path: 'couponCode', message: problem }]);
    if (await repository.hasRedeemed(coupon!.code, userId)) {
      throw new AppError('CONFLICT', `You have already used the coupon ${coupon!.code}. Each coupon can be used once per person.`);
    }
    return coupon!;
  }

  return {
    loadValidCoupon,

    async validateCoupon(code: string, userId: string): Promise<CouponSummary> {
      return toCouponSummary(await loadValidCoupon(code, userId), ctx.priceNow());
    },

    listCoupons: async (): Promise<AdminCoupon[]> => (await repository.listCoupons()).map(toAdminCoupon),

    async createCoupon(actorId: string, input: CouponInput): Promise<AdminCoupon> {
      return inTransaction(async ({ repository, audit }) => {
        const created = await repository.createCoupon({
          ...input,
          durationMonths: input.duration === 'repeating' ? input.durationMonths : null,
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        });
        if (!created) throw new AppError('CONFLICT', 'A coupon with that code already exists.');
        await audit.record({ actorId, action: 'coupon.create', targetType: 'coupon', targetId: created.code, details: { percentOff: created.percentOff, duration: created.duration } });
        return toAdminCoupon(created);
      });
    },

    async setCouponActive(actorId: string, code: string, isActive: boolean): Promise<AdminCoupon> {
      return inTransaction(async ({ repository, audit }) => {
        const updated = await repository.setCouponActive(code, isActive);
        if (!updated) throw new AppError('NOT_FOUND', 'That coupon does not exist.');
        await audit.record({ actorId, action: isActive ? 'coupon.enable' : 'coupon.disable', targetType: 'coupon', targetId: code });
        return toAdminCoupon(updated);
      });
    },
  };
}

export type Coupons = ReturnType<typeof createCoupons>;
