import type { SignupForm } from '#shared/contracts/signups.ts';
import type { SignupConfirmed } from '#shared/contracts/webinars.ts';
import { AppError } from '#shared/errors.ts';
import type { MailOutbox } from '../../adapters/mail/mail-outbox.ts';
import type { RateCounter, RateRule } from '../../security/rate-counter.ts';
import { newToken, tokenDigest } from '../../security/tokens.ts';
import type { PendingSignup, SignupConfirmationsRepository } from './repository.ts';

/** Who asks for a sign-up: the account (and what its issuer vouched for) and the client's address. */
export interface SignupRequester {
  userId: string;
  accountEmail: string | null;
  emailVerified: boolean;
  clientAddress: string;
}

/** How long an emailed confirmation link works: a day is enough to find the email, short enough that stale rows do not pile up. */
export const CONFIRMATION_LINK_TTL_MS = 24 * 3_600_000;

/**
 * Confirmation emails one account may have sent in an hour. A person signs up their own other
 * address or a partner's, not dozens: more is someone using the site to mail strangers.
 */
const CONFIRMATIONS_PER_PERSON: RateRule = { limit: 5, windowMs: 3_600_000 };
/** The same from one client address (a few accounts behind one home or office network). */
const CONFIRMATIONS_PER_CLIENT_ADDRESS: RateRule = { limit: 20, windowMs: 3_600_000 };
/**
 * Confirmation emails one destination address gets in a day, whoever asks. Its owner needs one or
 * two; past that the request is answered exactly the same but no email goes, so the site cannot
 * be used to flood someone and the answer does not tell whether the limit was reached.
 */
const CONFIRMATIONS_PER_DESTINATION: RateRule = { limit: 3, windowMs: 24 * 3_600_000 };

const TOO_MANY = 'You have asked for many confirmation emails in a short time. Please wait an hour and try again.';

/** The person's own address, vouched for by the issuer at sign-in: no confirmation needed. */
export function isOwnVerifiedEmail(requester: SignupRequester, email: string): boolean {
  return requester.emailVerified && requester.accountEmail !== null && requester.accountEmail.toLowerCase() === email.toLowerCase();
}

/**
 * Double opt-in for newsletter sign-ups and webinar registrations to an address that is not the
 * account's verified email: the request is stored as pending and its owner gets one plain email
 * (fixed first line, nothing typed by the requester in it) with a single-use link that expires.
 */
export function createSignupOptIn(deps: {
  repository: SignupConfirmationsRepository;
  outbox: MailOutbox;
  rateCounter: RateCounter;
  clock: () => Date;
  siteName: string;
  publicUrl: string;
}) {
  const { repository, rateCounter, clock } = deps;

  return {
    /**
     * Stores the request and emails its confirmation link, unless it is already active or the
     * address had its daily share of confirmation emails; the caller answers the same either way.
     * `request` says what was asked, in the email's words (no text the requester typed).
     */
    async askToConfirm(
      requester: SignupRequester,
      pending: { kind: PendingSignup['kind']; webinarId: number | null; person: SignupForm; request: string; isActive: () => Promise<boolean> },
    ): Promise<void> {
      // Counted before anything else, so even requests that send nothing use up the allowance.
      const overPerson = await rateCounter.hit(`signup-confirm:user:${requester.userId}`, CONFIRMATIONS_PER_PERSON);
      const overAddress = await rateCounter.hit(`signup-confirm:client:${requester.clientAddress}`, CONFIRMATIONS_PER_CLIENT_ADDRESS);
      if (overPerson || overAddress) throw new AppError('RATE_LIMITED', TOO_MANY);
      if (await pending.isActive()) return;
      // Keyed by a digest, so the counters table holds no email address.
      if (await rateCounter.hit(`signup-confirm:to:${tokenDigest(pending.person.email)}`, CONFIRMATIONS_PER_DESTINATION)) return;

      const token = newToken();
      const now = clock();
      await repository.add({
        id: tokenDigest(token),
        kind: pending.kind,
        userId: requester.userId,
        webinarId: pending.webinarId,
        ...pending.person,
        expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_TTL_MS),
      });
      const link = `${deps.publicUrl}/confirm-signup?token=${encodeURIComponent(token)}`;
      await deps.outbox.send('signup-confirmation', {
        to: pending.person.email,
        subject: `Please confirm your email address for ${deps.siteName}`,
        text: `Please confirm your email address.\n\nSomeone asked for ${pending.request} at this address. If that was you, open this link and choose Confirm (it works once, within ${CONFIRMATION_LINK_TTL_MS / 3_600_000} hours):\n${link}\n\nIf you did not ask for this, ignore this email: nothing more will be sent to you.\n\nThis is education and community support, not legal advice.`,
        },
        // The link confirms a sign-up: only the recipient gets it, never the outbox screen.
        { secrets: [link] },
      );
    },

    /** Uses up a confirmation link and makes its request active through the owning feature. */
    async confirm(token: string, activate: Record<PendingSignup['kind'], (pending: PendingSignup) => Promise<SignupConfirmed>>): Promise<SignupConfirmed> {
      const pending = await repository.take(tokenDigest(token), clock());
      if (!pending) throw new AppError('NOT_FOUND', 'This confirmation link has expired or was already used.');
      return activate[pending.kind](pending);
    },
  };
}

export type SignupOptIn = ReturnType<typeof createSignupOptIn>;
