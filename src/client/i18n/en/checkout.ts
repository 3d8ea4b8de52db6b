import { registerMessages } from '../i18n.ts';

/**
 * English texts: paying with a card (the test processor's form and Stripe's), course enrollment
 * and document package purchases (spec 2.15, 4, 8). Small on purpose: the home page's Enroll
 * button loads it. Importing this module makes them available to `t()`.
 */
export const enCheckout = {
  'checkout.testMode': 'Test mode — no real charges',
  'checkout.testModeText': 'This site uses its built-in test payment processor. No card is charged and no money moves.',
  'checkout.testCardsHeading': 'Test cards you can use',
  'checkout.testCardSucceeds': '{number} succeeds',
  'checkout.testCardDeclined': '{number} is declined',
  'checkout.testCardRenewalsFail': '{number} succeeds, but renewals fail',
  'checkout.testCardsOther': 'Any future expiry date, any 3-digit CVC and any 5-digit ZIP code work.',
  'checkout.cardNumber': 'Card number',
  'checkout.expiry': 'Expiry (MM/YY)',
  'checkout.cvc': 'CVC',
  'checkout.zip': 'ZIP code',
  'checkout.errorSummary': 'There is a problem',
  'checkout.processing': 'Processing...',
  'checkout.pay': 'Pay {amount}',
  'checkout.cardNote': 'We never keep your card number: only the card brand and its last four digits, for your receipts.',
  'checkout.paymentFailedTitle': 'Payment Failed',
  'checkout.paymentFailedText': 'There was an error processing your payment.',
  'checkout.loadingForm': 'Loading the payment form…',
  'checkout.loadFormFailed': 'The payment form could not be loaded. Check your connection, then reload the page.',
  'checkout.reload': 'Reload page',

  // Course enrollment (spec 8, 9)
  'checkout.enroll.button': 'Enroll',
  'checkout.enroll.pending': 'Enrolling...',
  'checkout.enroll.enrolledText': 'You are enrolled in the Chapter 7 course.',
  'checkout.enroll.openCourse': 'Open the course',
  'checkout.enroll.dialogTitle': 'Enroll in the Chapter 7 online course',
  'checkout.enroll.dialogText': 'One payment of {amount} (regularly {regular}). No subscription: the course stays yours.',
  'checkout.enroll.successTitle': 'Enrollment Successful',
  'checkout.enroll.successText': 'You have been enrolled in the Chapter 7 course!',
  'checkout.enroll.failureTitle': 'Enrollment Failed',
  'checkout.enroll.failureText': 'Please try again later.',
  'checkout.enroll.alreadyTitle': 'Already Enrolled',
  'checkout.enroll.alreadyText': 'You are already enrolled in the Chapter 7 course.',

  // Document packages
  'checkout.package.dialogTitle': 'Buy the {name}',
  'checkout.package.dialogText': 'One payment of {amount}. You buy each package once; it stays with your account.',
  'checkout.package.successTitle': 'Purchase Complete',
  'checkout.package.successText': 'The {name} is now yours.',
  'checkout.package.failureTitle': 'Purchase Failed',
  'checkout.package.failureText': 'Please try again later.',
  'checkout.package.alreadyTitle': 'Already Purchased',
  'checkout.package.alreadyText': 'You already own the {name}.',
  'checkout.package.pending': 'Starting...',
  'checkout.package.neededHere': 'To make the final PDF without the DRAFT mark, you need the {name}. It costs {price}, paid one time. You stay on this page.',
  'checkout.package.buyHere': 'Buy the {name} for {price}',
  'checkout.package.boughtHere': 'The {name} is yours. Generate your final PDF now.',
  'checkout.package.firstStep': 'Preparing the forms is free with your membership. The final PDF without the DRAFT mark needs the {name} ({price}, one time).',
  'checkout.package.firstStepCourse':
    'Preparing the forms and previewing them is included with your course. The final PDF without the DRAFT mark needs the {name} ({price}, one time); the course does not include it.',
} as const satisfies Record<string, string>;

registerMessages('en', enCheckout);
