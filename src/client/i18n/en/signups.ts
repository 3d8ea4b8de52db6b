import { registerMessages } from '../i18n.ts';

/** English texts: The newsletter and webinar sign-up dialogs (spec 2.3, 4, 5, 8). Importing this module makes them available to `t()`. */
export const enSignups = {
  'signups.firstName': 'First Name',
  'signups.lastName': 'Last Name',
  'signups.email': 'Email',
  'signups.phoneNumber': 'Phone Number',
  'signups.cancel': 'Cancel',
  'signups.privacyNote': 'We use these details only to send you what you signed up for.',
  'signups.privacyLink': 'Privacy Policy',
  'signups.signInTitle': 'Please sign in',
  'signups.failureText': 'Please try again later.',
  'signups.newsletter.title': 'Insights and News',
  'signups.newsletter.description': 'Get plain-language updates about bankruptcy rules, forms and deadlines by email.',
  'signups.newsletter.submit': 'Sign Up',
  'signups.newsletter.pending': 'Signing Up...',
  'signups.newsletter.successTitle': 'Newsletter Signup Successful',
  'signups.newsletter.successText': 'Thank you for signing up. We sent a confirmation to {email}.',
  'signups.newsletter.successAlready': 'You were already signed up with {email}, so nothing changed. Our updates keep coming.',
  'signups.newsletter.failureTitle': 'Signup Failed',
  'signups.newsletter.signInText': 'You need to be signed in to subscribe to our newsletter.',
  'signups.webinar.title': 'Webinar and Hands-On Class',
  'signups.webinar.description': 'Join a free live class where we walk through filing on your own, step by step, and answer your questions.',
  'signups.webinar.next': 'Next webinar',
  'signups.webinar.duration': '{minutes} minutes',
  'signups.webinar.loading': 'Loading the next webinar…',
  'signups.webinar.loadError': 'The webinar details could not be loaded right now. You can still register.',
  'signups.webinar.none': 'No webinar is scheduled right now. Please check back soon.',
  'signups.webinar.submit': 'Register',
  'signups.webinar.pending': 'Registering...',
  'signups.webinar.successTitle': 'Webinar Registration Successful',
  'signups.webinar.successText': 'You are registered for {title} on {when}. We emailed the details and a calendar invite to {email}.',
  'signups.webinar.successAlready': 'You were already registered for {title} on {when}.',
  'signups.webinar.failureTitle': 'Registration Failed',
  'signups.webinar.signInText': 'You need to be signed in to register for webinars.',
} as const satisfies Record<string, string>;

registerMessages('en', enSignups);
