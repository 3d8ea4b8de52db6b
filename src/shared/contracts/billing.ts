import { z } from 'zod';
import { text } from './fields.ts';
import { COURSES, type CourseType } from '#shared/billing/catalog.ts';
import { documentTemplateIdSchema } from './document-templates.ts';

export const SUBSCRIPTION_STATUSES = ['inactive', 'incomplete', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatusName = (typeof SUBSCRIPTION_STATUSES)[number];

export const createSubscriptionSchema = z.object({
  couponCode: text().trim().max(64).optional().transform((v) => (v ? v.toUpperCase() : undefined)),
  /** The page the person came from; the server answers with a safe same-site `returnPath`. */
  returnTo: text().max(2000).optional(),
});

export const couponSummarySchema = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationMonths: z.number().int().nullable(),
  /** First month's price with the coupon. */
  priceCents: z.number().int(),
});
export type CouponSummary = z.infer<typeof couponSummarySchema>;

/** POST /api/create-subscription (spec 7: status, clientSecret). */
export const createSubscriptionResponseSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Present when a payment is needed; the card form confirms it. */
  clientSecret: z.string().nullable(),
  amountCents: z.number().int(),
  coupon: couponSummarySchema.nullable(),
  /** True when this call itself activated the subscription (a 100% coupon: nothing to pay). */
  activatedNow: z.boolean(),
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
  /** Where to bring the person after paying: `returnTo` if it is a safe same-site path, else /resources. */
  returnPath: z.string(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

export const validateCouponSchema = z.object({
  code: text().trim().min(1, 'Enter a coupon code').max(64).transform((v) => v.toUpperCase()),
});

/** GET /api/subscription-status (spec 3 plus what /account needs). */
export const subscriptionStatusSchema = z.object({
  isSubscribed: z.boolean(),
  hasActiveSubscription: z.boolean(),
  endDate: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancelAtPeriodEnd: z.boolean(),
  /** What the next renewal charges, coupon included. */
  priceCents: z.number().int(),
  /** The member's next change of regular monthly price (catalog schedule), once it is decided. */
  priceChange: z
    .object({
      monthlyCents: z.number().int(),
      /** The first renewal charged at the new price. */
      firstRenewalAt: z.string(),
      /** When we emailed the member about it; null until the email has been written. */
      noticedAt: z.string().nullable(),
    })
    .nullable(),
  couponCode: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  /** Which processor bills the membership; 'test' offers a test clock on /account. */
  provider: z.enum(['test', 'stripe']),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** The test processor's card form (never stored beyond brand and last four digits). */
export const testCardPaymentSchema = z.object({
  clientSecret: text().min(10).max(200),
  cardNumber: text().trim().min(1, 'Enter your card number').max(30),
  expiry: text().trim().regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, 'Enter the expiry date as MM/YY'),
  cvc: text().trim().regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit security code'),
  zip: text().trim().regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code'),
});
export type TestCardPayment = z.infer<typeof testCardPaymentSchema>;

export const paymentResultSchema = z.object({
  status: z.enum(['succeeded']),
  kind: z.enum(['subscription', 'course', 'document-package']),
  itemId: z.string(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** POST /api/enroll-course (spec 7: courseType, amount). The amount is checked, never trusted. */
export const enrollCourseSchema = z.object({
  courseType: z.literal('chapter7', { errorMap: () => ({ message: 'Unknown course' }) }),
  amount: z.number().int().optional(),
});

export const purchaseDocumentPackageSchema = z.object({
  templateId: documentTemplateIdSchema,
  amount: z.number().int().optional(),
  /** The page the person buys from (the generate step); the server answers with a safe same-site `returnPath`. */
  returnTo: text().max(2000).optional(),
});

/** POST /api/purchase-book (spec 7: bookTitle, amount). The amount names the edition and is checked against the catalog. */
export const purchaseBookSchema = z.object({
  bookTitle: text().trim().min(1, 'Enter the book title').max(200),
  amount: z.number().int(),
});

export const bookPurchaseResponseSchema = z.object({
  status: z.literal('external'),
  edition: z.enum(['ebook', 'paperback']),
  amountCents: z.number().int(),
  /** The bookstore page that sells this edition. */
  storeUrl: z.string(),
});
export type BookPurchaseResponse = z.infer<typeof bookPurchaseResponseSchema>;

export const checkoutResponseSchema = z.object({
  status: z.enum(['requires_payment', 'already_owned']),
  clientSecret: z.string().nullable(),
  amountCents: z.number().int(),
  description: z.string(),
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
  /** Where to bring the person after paying, when they said where they came from: a safe same-site path. */
  returnPath: z.string().optional(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentReceiptSchema = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

const courseTypeSchema = z.enum(Object.keys(COURSES) as [CourseType, ...CourseType[]]);

/** GET /api/purchases: the courses and document packages the person owns. */
export const purchasesSchema = z.object({
  courses: z.array(courseTypeSchema),
  documentPackages: z.array(documentTemplateIdSchema),
});
export type Purchases = z.infer<typeof purchasesSchema>;

/** Whole numbers in a range, with the one message the admin form shows for each. */
const wholeNumber = (min: number, max: number) => {
  const message = `Enter a whole number from ${min} to ${max}`;
  return z.number({ invalid_type_error: message }).int(message).min(min, message).max(max, message);
};

export const couponInputSchema = z
  .object({
    code: text()
      .trim()
      .min(1, 'Required')
      .min(3, 'Codes are at least 3 characters')
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes and underscores')
      .transform((v) => v.toUpperCase()),
    percentOff: wholeNumber(1, 100),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationMonths: wholeNumber(1, 36).nullable().default(null),
    maxRedemptions: wholeNumber(1, 1_000_000).nullable().default(null),
    expiresAt: text().datetime({ offset: true, message: 'Invalid date' }).nullable().default(null),
  })
  .refine((c) => c.duration !== 'repeating' || c.durationMonths !== null, { message: 'Say for how many months the coupon repeats', path: ['durationMonths'] });
export type CouponInput = z.infer<typeof couponInputSchema>;

/** PUT /api/admin/coupons/{code}: the coupon in the path, and whether it can be used. */
export const couponCodeParamsSchema = z.object({ code: text().trim().min(1).max(64).transform((v) => v.toUpperCase()) });
export const couponActiveSchema = z.object({ isActive: z.boolean() });

export const adminCouponSchema = z.object({
  code: z.string(),
  percentOff: z.number().int(),
  duration: z.enum(['once', 'repeating', 'forever']),
  durationMonths: z.number().int().nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  expiresAt: z.string().nullable(),
  isActive: z.boolean(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
