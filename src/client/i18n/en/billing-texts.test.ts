import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // Injected by Vite at build time; tests provide it themselves.
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { enBilling } = await import('./billing.ts');
const { enCheckout } = await import('./checkout.ts');
const { enPremium } = await import('./premium.ts');
const { en } = await import('../en.ts');

/** Texts the specification (sections 2.8, 2.9, 2.12, 2.15, 2.16, 4, 5, 8) and issue 7 fix word for word. */
describe('texts of the subscription, payments and premium gate', () => {
  it('has the exact subscribe page states and toasts', () => {
    expect(enBilling).toMatchObject({
      'billing.subscribe.settingUp': 'Setting up your subscription...',
      'billing.subscribe.errorTitle': 'Subscription Error',
      'billing.subscribe.errorText': 'Failed to initialize subscription. Please try again.',
      'billing.subscribe.errorToast': 'Please log in first to access premium features.',
      'billing.subscribe.tryAgain': 'Try Again',
      'billing.subscribe.alreadyTitle': 'Already Subscribed!',
      'billing.subscribe.alreadyText': 'You already have an active premium subscription.',
      'billing.subscribe.heading': 'PREMIUM MEMBERSHIP',
      'billing.subscribe.paymentHeading': 'Complete Your Subscription',
      'billing.subscribe.welcomeTitle': 'Welcome to Premium!',
      'billing.subscribe.welcomeText': 'Your subscription is now active. You have full access to all premium features.',
      'billing.coupon.apply': 'Apply',
      'billing.coupon.appliedTitle': 'Coupon Applied!',
    });
    expect(enBilling['billing.subscribe.attorneyNote']).toContain('Attorneys typically charge $1,500-$3,500');
  });

  it('has the exact card form, payment and enrollment texts', () => {
    expect(enCheckout).toMatchObject({
      'checkout.testMode': 'Test mode — no real charges',
      'checkout.cardNumber': 'Card number',
      'checkout.expiry': 'Expiry (MM/YY)',
      'checkout.cvc': 'CVC',
      'checkout.zip': 'ZIP code',
      'checkout.processing': 'Processing...',
      'checkout.paymentFailedTitle': 'Payment Failed',
      'checkout.paymentFailedText': 'There was an error processing your payment.',
      'checkout.enroll.pending': 'Enrolling...',
      'checkout.enroll.successTitle': 'Enrollment Successful',
      'checkout.enroll.successText': 'You have been enrolled in the Chapter 7 course!',
      'checkout.enroll.failureTitle': 'Enrollment Failed',
      'checkout.enroll.failureText': 'Please try again later.',
    });
  });

  it('has the exact gate and premium page texts', () => {
    expect(enPremium).toMatchObject({
      'premium.checking': 'Checking access permissions...',
      'premium.featureBadge': 'PREMIUM FEATURE',
      'premium.unlock': 'Unlock {feature}',
      'premium.subscribeNow': 'Subscribe Now',
      'premium.signInToSubscribe': 'Sign In to Subscribe',
      'premium.learnMore': 'Learn More',
      'premium.requiredBadge': 'PREMIUM REQUIRED',
      'premium.loginRequired': 'Login Required',
      'documents.tab.premium': 'Premium Tools',
      'documents.tab.free': 'Free Forms',
      'documents.tab.guides': 'Templates & Guides',
      'documents.tab.mine': 'My Documents',
      'documents.mostPopular': 'Most Popular',
      'documents.mine.empty': 'No documents yet',
      'assessment.start': 'Start New Assessment',
      'assessment.overview.time': 'It takes about 15-20 minutes.',
      'resources.matching.heading': 'One-Click Legal Resource Matching',
      'resources.matching.missingTitle': 'Missing Information',
      'resources.matching.missingText': 'Please fill in all fields for best matching results.',
      'resources.chat.heading': 'Real-Time Community Support',
      'resources.counseling.heading': 'Personalized AI Debt Counseling',
      'resources.counseling.note': 'This AI assistant provides general guidance. Always consult a qualified attorney for legal advice.',
    });
    expect(en['page.resources.heading']).toBe('Advanced Resources & Support');
  });

  it('keeps each area to its own keys', () => {
    const keys = [enBilling, enCheckout, enPremium].flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key in en)).toEqual([]);
  });
});
