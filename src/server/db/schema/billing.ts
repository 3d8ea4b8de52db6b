import { bigint, boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/** One premium subscription per person; its status drives the premium gate. */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerSubscriptionId: text('provider_subscription_id'),
  providerCustomerId: text('provider_customer_id'),
  status: text('status').$type<'inactive' | 'incomplete' | 'active' | 'past_due' | 'canceled'>().notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  pastDueSince: timestamp('past_due_since', { withTimezone: true }),
  /** Regular monthly price the member last paid or agreed to; a price change moves it at a renewal. */
  listPriceCents: integer('list_price_cents').notNull(),
  couponCode: text('coupon_code'),
  /** Billing periods still discounted by the coupon; null means for as long as the subscription lasts. */
  discountedPeriodsLeft: integer('discounted_periods_left'),
  couponPercentOff: integer('coupon_percent_off'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  /** Test processor only: whether renewals of this card succeed. */
  testRenewalsDecline: boolean('test_renewals_decline').notNull().default(false),
  /** Test processor only: how far this membership's own clock runs ahead, to see renewals and ends now. */
  testClockOffsetMs: bigint('test_clock_offset_ms', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every charge (or attempt): receipts for people, the record of what was paid for. A deleted
 * person's payments stay, without who paid, as the business's record of money taken (bookkeeping
 * and tax rules keep such records for years; Stripe keeps its own side too).
 */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').$type<'subscription' | 'course' | 'document-package'>().notNull(),
  itemId: text('item_id').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status').$type<'requires_payment' | 'succeeded' | 'failed' | 'superseded'>().notNull(),
  provider: text('provider').notNull(),
  providerPaymentId: text('provider_payment_id'),
  clientSecret: text('client_secret').unique(),
  couponCode: text('coupon_code'),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  failureMessage: text('failure_message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percentOff: integer('percent_off').notNull(),
  duration: text('duration').$type<'once' | 'repeating' | 'forever'>().notNull(),
  durationMonths: integer('duration_months'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per person and coupon they paid with: a coupon works once per person (issue 13). A use
 * past `maxRedemptions` is still recorded when the payment was already taken (decision 012).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponCode: text('coupon_code')
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id').notNull(),
    /** True when the coupon had already reached its maximum uses as this payment was taken. */
    isOverLimit: boolean('is_over_limit').notNull().default(false),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.couponCode, t.userId] })],
);

export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseType: text('course_type').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseType] })],
);

export const documentPackagePurchases = pgTable(
  'document_package_purchases',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: text('template_id').notNull(),
    paymentId: text('payment_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.templateId] })],
);

/** Payment-provider events already applied; recorded in the same transaction as their effect. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member was emailed about the premium price step starting on `stepFrom` (catalog schedule).
 * One row per member and step, written in the same transaction as the email, so two instances
 * never send it twice and a rise never counts as announced without its email.
 */
export const priceChangeNotices = pgTable(
  'price_change_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stepFrom: text('step_from').notNull(),
    monthlyCents: integer('monthly_cents').notNull(),
    noticedAt: timestamp('noticed_at', { withTimezone: true }).notNull(),
    outboxEmailId: integer('outbox_email_id'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stepFrom] })],
);
