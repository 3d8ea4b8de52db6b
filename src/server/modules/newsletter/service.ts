import type { NewsletterSignupResponse, SignupForm } from '#shared/contracts/signups.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { NewsletterRepository } from './repository.ts';

export function createNewsletterService(deps: { repository: NewsletterRepository; outbox: MailOutbox; siteName: string; publicUrl: string }) {
  const { repository, outbox, siteName } = deps;

  return {
    /** One sign-up per account and email; a repeat succeeds without a duplicate or a second email. */
    async signUp(userId: string, form: SignupForm): Promise<NewsletterSignupResponse> {
      const email = form.email.toLowerCase();
      const isNew = await repository.addSignup({ userId, ...form, email });
      if (isNew) {
        await outbox.send('newsletter', {
          to: email,
          subject: `You are signed up for ${siteName} news`,
          text: `Hello ${form.firstName},\n\nThank you for signing up for Insights and News from ${siteName}. We will email you plain-language updates about bankruptcy rules, forms and deadlines.\n\nRead the latest now: ${deps.publicUrl}/news\n\nThis is education and community support, not legal advice.`,
        });
      }
      return { ok: true, alreadySignedUp: !isNew };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
