import type { NewsletterSignupResponse, SignupForm } from '#shared/contracts/signups.ts';
import type { SignupConfirmed } from '#shared/contracts/webinars.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { PendingSignup } from '../signup-confirmations/repository.ts';
import { isOwnVerifiedEmail, type SignupOptIn, type SignupRequester } from '../signup-confirmations/service.ts';
import type { NewsletterRepository } from './repository.ts';

export function createNewsletterService(deps: { repository: NewsletterRepository; outbox: MailOutbox; optIn: SignupOptIn; siteName: string; publicUrl: string }) {
  const { repository, outbox, siteName } = deps;

  /** One sign-up per account and email; the welcome email goes only for a new one. */
  async function activate(userId: string, form: SignupForm): Promise<boolean> {
    const isNew = await repository.addSignup({ userId, ...form });
    if (isNew) {
      await outbox.send('newsletter', {
        to: form.email,
        subject: `You are signed up for ${siteName} news`,
        // The first line is fixed: nothing a requester typed opens a branded email.
        text: `Thank you for signing up for Insights and News from ${siteName}.\n\nWe will email you plain-language updates about bankruptcy rules, forms and deadlines.\n\nRead the latest now: ${deps.publicUrl}/news\n\nThis is education and community support, not legal advice.`,
      });
    }
    return isNew;
  }

  return {
    /**
     * The person's own verified email signs up at once. Any other address gets a confirmation
     * link first (double opt-in), with the same answer whether or not it was signed up already.
     */
    async signUp(requester: SignupRequester, form: SignupForm): Promise<NewsletterSignupResponse> {
      const person = { ...form, email: form.email.toLowerCase() };
      if (isOwnVerifiedEmail(requester, person.email)) {
        const isNew = await activate(requester.userId, person);
        return { ok: true, status: isNew ? 'signed-up' : 'already-signed-up' };
      }
      await deps.optIn.askToConfirm(requester, {
        kind: 'newsletter',
        webinarId: null,
        person,
        request: `${siteName}'s Insights and News emails to be sent`,
        isActive: () => repository.hasSignup(requester.userId, person.email),
      });
      return { ok: true, status: 'check-email' };
    },

    /** A followed confirmation link: the sign-up becomes active and the welcome email goes. */
    async activate(pending: PendingSignup): Promise<SignupConfirmed> {
      const { userId, firstName, lastName, email, phoneNumber } = pending;
      await activate(userId, { firstName, lastName, email, phoneNumber });
      return { kind: 'newsletter' };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
