import { registerMessages } from '../i18n.ts';

/** English texts: The contact page (spec 2.11). Importing this module makes them available to `t()`. */
export const enContact = {
  'contact.intro': 'Have a question about our guides, your account or the community? Send us a message. We read every one.',
  'contact.formHeading': 'Send us a message',
  'contact.firstName': 'First name',
  'contact.lastName': 'Last name',
  'contact.email': 'Email address',
  'contact.subject': 'Subject',
  'contact.message': 'Message',
  'contact.messageHint': 'Please do not include your Social Security number or account numbers.',
  'contact.honeypot': 'Leave this field empty',
  'contact.send': 'Send Message',
  'contact.sending': 'Sending...',
  'contact.successTitle': 'Message Sent',
  'contact.successText': 'Thank you. We will reply within 24 hours.',
  'contact.failureTitle': 'Message Failed',
  'contact.failureText': 'Please try again later.',
  'contact.tooMany': 'Too many messages. Please wait a few minutes and try again.',
  'contact.supportHeading': 'Support details',
  'contact.emailLabel': 'Email',
  'contact.phoneLabel': 'Phone',
  'contact.onlineOnly': 'We are online only: there is no office to visit.',
  'contact.forum': '24/7 community forum',
  'contact.forumText': 'Talk with other self-filers any time in our',
  'contact.responseTime': 'We respond within 24 hours.',
  'contact.disclaimerHeading': 'Not legal advice',
  'contact.disclaimer':
    'We offer education and community support. We cannot give legal advice about your case or represent you. For advice, contact a legal aid office or a licensed bankruptcy attorney.',
} as const satisfies Record<string, string>;

registerMessages('en', enContact);
