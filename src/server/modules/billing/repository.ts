import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { couponRedemptions, coupons, courseEnrollments, documentPackagePurchases, payments, priceChangeNotices, processedPaymentEvents, subscriptions, users } from '../../db/schema/index.ts';
import type { PriceNotice } from './member-price.ts';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A member who still keeps premium (paid up, or in the grace period after a failed renewal). */
const isMember = inArray(subscriptions.status, ['active', 'past_due']);

export interface MemberToNotify {
  userId: string;
  email: string;
  firstName: string | null;
  listPriceCents: number;
  currentPeriodEnd: Date | null;
  couponCode: string | null;
}

export function createBillingRepository(db: Database) {
  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    async findSubscription(userId: string, tx: Database | Tx = db, options: { forUpdate?: boolean } = {}): Promise<SubscriptionRow | null> {
      const query = tx.select().from(subscriptions).where(eq(subscriptions.userId, userId));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ?? null;
    },

    async findSubscriptionByProviderId(providerSubscriptionId: string, tx: Database | Tx = db): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
      return row ?? null;
    },

    /** The not yet paid payment at the processor's `providerPaymentId`, open or superseded by a newer attempt. */
    async findUnpaidPaymentByProviderId(providerPaymentId: string, tx: Database | Tx = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.providerPaymentId, providerPaymentId), inArray(payments.status, ['requires_payment', 'superseded'])))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Records a provider event id; false when it was already processed (replay, retry, duplicate). */
    async claimEvent(eventId: string, type: string, tx: Database | Tx = db): Promise<boolean> {
      const rows = await tx.insert(processedPaymentEvents).values({ eventId, type }).onConflictDoNothing().returning({ id: processedPaymentEvents.eventId });
      return rows.length === 1;
    },

    async upsertSubscription(row: typeof subscriptions.$inferInsert, tx: Database | Tx = db): Promise<void> {
      const { userId: _userId, ...rest } = row;
      await tx
        .insert(subscriptions)
        .values(row)
        .onConflictDoUpdate({ target: subscriptions.userId, set: { ...rest, updatedAt: sql`now()` } });
    },

    async updateSubscription(userId: string, set: Partial<typeof subscriptions.$inferInsert>, tx: Database | Tx = db): Promise<void> {
      await tx.update(subscriptions).set({ ...set, updatedAt: sql`now()` }).where(eq(subscriptions.userId, userId));
    },

    async insertPayment(row: typeof payments.$inferInsert, tx: Database | Tx = db): Promise<void> {
      await tx.insert(payments).values(row);
    },

    async findPaymentBySecret(clientSecret: string, tx: Database | Tx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.clientSecret, clientSecret));
      return row ?? null;
    },

    async findPayment(id: string, tx: Database | Tx = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /**
     * Moves an unpaid payment (open, or superseded by a newer attempt but paid anyway) to a final
     * state once; false if it was already final.
     */
    async settlePayment(id: string, set: Partial<typeof payments.$inferInsert>, tx: Database | Tx = db): Promise<boolean> {
      const rows = await tx
        .update(payments)
        .set(set)
        .where(and(eq(payments.id, id), inArray(payments.status, ['requires_payment', 'superseded'])))
        .returning({ id: payments.id });
      return rows.length === 1;
    },

    async findOpenPayments(userId: string, kind: PaymentRow['kind'], itemId: string, tx: Database | Tx = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.kind, kind), eq(payments.itemId, itemId), eq(payments.status, 'requires_payment')));
    },

    /** Earlier unpaid attempts for the same item are superseded by a new one. */
    async supersedePending(userId: string, kind: string, itemId: string, tx: Database | Tx = db): Promise<void> {
      await tx
        .update(payments)
        .set({ status: 'superseded' })
        .where(and(eq(payments.userId, userId), eq(payments.kind, kind as never), eq(payments.itemId, itemId), eq(payments.status, 'requires_payment')));
    },

    async listPayments(userId: string): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), sql`${payments.status} in ('succeeded', 'failed')`))
        .orderBy(desc(payments.createdAt));
    },

    async findCoupon(code: string, tx: Database | Tx = db): Promise<CouponRow | null> {
      const [row] = await tx.select().from(coupons).where(eq(coupons.code, code));
      return row ?? null;
    },

    async hasRedeemed(code: string, userId: string, tx: Database | Tx = db): Promise<boolean> {
      const rows = await tx
        .select({ code: couponRedemptions.couponCode })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)));
      return rows.length > 0;
    },

    /**
     * Records a person's paid use of a coupon and counts it, even past `maxRedemptions` (the payment
     * was already taken; the row says so). A person's second use is not counted again.
     */
    async redeemCoupon(code: string, userId: string, paymentId: string, tx: Database | Tx = db): Promise<void> {
      const inserted = await tx.insert(couponRedemptions).values({ couponCode: code, userId, paymentId }).onConflictDoNothing().returning({ code: couponRedemptions.couponCode });
      if (inserted.length === 0) return;
      const [counted] = await tx
        .update(coupons)
        .set({ redemptions: sql`${coupons.redemptions} + 1` })
        .where(eq(coupons.code, code))
        .returning({ redemptions: coupons.redemptions, maxRedemptions: coupons.maxRedemptions });
      if (counted && counted.maxRedemptions !== null && counted.redemptions > counted.maxRedemptions) {
        await tx
          .update(couponRedemptions)
          .set({ isOverLimit: true })
          .where(and(eq(couponRedemptions.couponCode, code), eq(couponRedemptions.userId, userId)));
      }
    },

    async listCoupons(): Promise<CouponRow[]> {
      return db.select().from(coupons).orderBy(desc(coupons.createdAt));
    },

    async createCoupon(row: typeof coupons.$inferInsert): Promise<CouponRow | null> {
      const [created] = await db.insert(coupons).values(row).onConflictDoNothing().returning();
      return created ?? null;
    },

    async setCouponActive(code: string, isActive: boolean): Promise<CouponRow | null> {
      const [row] = await db.update(coupons).set({ isActive }).where(eq(coupons.code, code)).returning();
      return row ?? null;
    },

    async grantCourse(userId: string, courseType: string, paymentId: string, tx: Database | Tx = db): Promise<void> {
      await tx.insert(courseEnrollments).values({ userId, courseType, paymentId }).onConflictDoNothing();
    },

    async grantDocumentPackage(userId: string, templateId: string, paymentId: string, tx: Database | Tx = db): Promise<void> {
      await tx.insert(documentPackagePurchases).values({ userId, templateId, paymentId }).onConflictDoNothing();
    },

    /** Where a receipt goes: the account's email (null for an account without one) and first name. */
    async findBuyer(userId: string, tx: Database | Tx = db): Promise<{ email: string | null; firstName: string | null } | null> {
      const [row] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async findPriceNotices(userId: string, tx: Database | Tx = db): Promise<PriceNotice[]> {
      return tx.select({ stepFrom: priceChangeNotices.stepFrom, noticedAt: priceChangeNotices.noticedAt }).from(priceChangeNotices).where(eq(priceChangeNotices.userId, userId));
    },

    /**
     * Members with an email address, not yet told of `step`, who pay none of `settledPrices` (the
     * step's own price and those of later steps: a member already moved on needs no notice).
     */
    async membersNotToldOf(step: { from: string }, settledPrices: number[], limit: number): Promise<MemberToNotify[]> {
      return db
        .select({
          userId: subscriptions.userId,
          email: sql<string>`${users.email}`,
          firstName: users.firstName,
          listPriceCents: subscriptions.listPriceCents,
          currentPeriodEnd: subscriptions.currentPeriodEnd,
          couponCode: subscriptions.couponCode,
        })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .leftJoin(priceChangeNotices, and(eq(priceChangeNotices.userId, subscriptions.userId), eq(priceChangeNotices.stepFrom, step.from)))
        .where(and(isMember, notInArray(subscriptions.listPriceCents, settledPrices), isNotNull(users.email), isNull(priceChangeNotices.userId)))
        .orderBy(subscriptions.userId)
        .limit(limit);
    },

    /** Records that a member is being told of a step; false when another pass already did. */
    async claimPriceNotice(row: typeof priceChangeNotices.$inferInsert, tx: Tx): Promise<boolean> {
      const rows = await tx.insert(priceChangeNotices).values(row).onConflictDoNothing().returning({ userId: priceChangeNotices.userId });
      return rows.length === 1;
    },

    async setPriceNoticeEmail(userId: string, stepFrom: string, outboxEmailId: number, tx: Tx): Promise<void> {
      await tx
        .update(priceChangeNotices)
        .set({ outboxEmailId })
        .where(and(eq(priceChangeNotices.userId, userId), eq(priceChangeNotices.stepFrom, stepFrom)));
    },

    /** Members whose subscription the processor renews itself (Stripe) and who pay another price than `monthlyCents`. */
    async processorSubscriptionsNotAt(monthlyCents: number): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(and(isMember, isNotNull(subscriptions.providerSubscriptionId), ne(subscriptions.listPriceCents, monthlyCents)));
    },

    async purchases(userId: string): Promise<{ courses: string[]; documentPackages: string[] }> {
      const courses = await db.select({ id: courseEnrollments.courseType }).from(courseEnrollments).where(eq(courseEnrollments.userId, userId));
      const packages = await db.select({ id: documentPackagePurchases.templateId }).from(documentPackagePurchases).where(eq(documentPackagePurchases.userId, userId));
      return { courses: courses.map((c) => c.id), documentPackages: packages.map((p) => p.id) };
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
