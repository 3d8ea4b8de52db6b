import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType, ZodTypeDef } from 'zod';
import { createAccountFormSchema, forgotPasswordFormSchema, resetPasswordFormSchema, signInFormSchema } from '#shared/contracts/auth.ts';
import type { MailOutbox } from '../../mail/mail-outbox.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../../../security/common-passwords.ts';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../../security/password-hash.ts';
import type { RateCounter, RateRule } from '../../../security/rate-counter.ts';
import { newToken, tokenDigest } from '../../../security/tokens.ts';
import type { IdpAccountsRepository } from './accounts-repository.ts';
import type { EmbeddedIdentityProvider } from './embedded-provider.ts';
import { IDP_STYLESHEET, IDP_STYLESHEET_PATH, type FieldError, type PageContext } from './pages.ts';
import { checkYourEmailPage, createAccountPage, forgotPasswordPage, messagePage, resetPasswordPage, signInPage } from './sign-in-pages.ts';

const FIFTEEN_MINUTES = 15 * 60_000;
const ONE_HOUR = 60 * 60_000;
export const SIGN_IN_LIMITS = {
  perAccount: { limit: 5, windowMs: FIFTEEN_MINUTES },
  perAddress: { limit: 20, windowMs: FIFTEEN_MINUTES },
} satisfies Record<string, RateRule>;
const FORGOT_PER_ADDRESS: RateRule = { limit: 5, windowMs: ONE_HOUR };
const FORGOT_PER_ACCOUNT: RateRule = { limit: 3, windowMs: ONE_HOUR };
const CREATE_PER_ADDRESS: RateRule = { limit: 10, windowMs: ONE_HOUR };

export const WRONG_CREDENTIALS = 'The email or password is incorrect.';
export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait 15 minutes and try again, or reset your password.';

export interface EmbeddedRoutesDeps {
  idp: EmbeddedIdentityProvider;
  accounts: IdpAccountsRepository;
  rateCounter: RateCounter;
  outbox: MailOutbox;
  page: PageContext;
  publicUrl: string;
  clock: () => Date;
  /** Ends the site's sessions of the person behind an embedded account (after a password reset). */
  endSiteSessionsOf(accountId: string): Promise<void>;
}

function parseForm<T>(schema: ZodType<T, ZodTypeDef, unknown>, body: unknown): { data: T; errors: [] } | { data: undefined; errors: FieldError[] } {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { data: result.data, errors: [] };
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return { data: undefined, errors };
}

const sendHtml = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * A failed sign-in is answered with a redirect to the sign-in page (so Back and reload never
 * post the password again); what that page must show (the typed email, the problem and its
 * status) waits in this short-lived cookie, scoped to the interaction and read once.
 */
const SIGN_IN_PROBLEM_COOKIE = 'bsh_signin_problem';
const SIGN_IN_PROBLEM_MAX_AGE_SECONDS = 600;
const PROBLEM_STATUSES = [400, 401, 429] as const;

interface SignInProblem {
  email: string;
  errors: FieldError[];
  status: (typeof PROBLEM_STATUSES)[number];
}

/** The problem cookie's content, or null. It only changes what its own browser shows itself, and is escaped there. */
function readSignInProblem(value: string | undefined): SignInProblem | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SignInProblem>;
    const status = PROBLEM_STATUSES.find((s) => s === parsed.status);
    if (!status || typeof parsed.email !== 'string' || !Array.isArray(parsed.errors)) return null;
    const errors = parsed.errors
      .filter((e): e is FieldError => (e?.field === 'email' || e?.field === 'password') && typeof e.message === 'string')
      .map((e) => ({ field: e.field, message: e.message.slice(0, 300) }));
    return { email: parsed.email.slice(0, 320), errors, status };
  } catch {
    return null;
  }
}

const formValue = (body: unknown, key: string): string => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

/** The embedded provider's own pages: sign in, create account, forgot and reset password, confirm email. */
export function registerEmbeddedIdentityRoutes(app: FastifyInstance, deps: EmbeddedRoutesDeps): void {
  const { idp, accounts, rateCounter, page } = deps;
  const isHttps = deps.publicUrl.startsWith('https:');
  const interactionPath = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;
  const problemCookieOptions = (uid: string) => ({ httpOnly: true, sameSite: 'lax' as const, secure: isHttps, path: interactionPath(uid) });

  /** Back to the sign-in page after a failed attempt: a GET shows the problem (post/redirect/get). */
  const redirectWithProblem = (reply: FastifyReply, uid: string, problem: SignInProblem) => {
    const value = Buffer.from(JSON.stringify(problem), 'utf8').toString('base64url');
    reply.setCookie(SIGN_IN_PROBLEM_COOKIE, value, { ...problemCookieOptions(uid), maxAge: SIGN_IN_PROBLEM_MAX_AGE_SECONDS });
    return reply.header('cache-control', 'no-store').redirect(interactionPath(uid), 303);
  };

  const interactionOrExpired = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return await idp.provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // Back after signing in lands on a finished sign-in: someone signed in goes on to the site.
      if (request.viewer) {
        reply.header('cache-control', 'no-store').redirect('/', 303);
        return null;
      }
      sendHtml(
        reply,
        400,
        messagePage(page, 'Your sign-in page expired', 'For your safety, sign-in pages expire after a while. Please start again.', {
          href: '/api/login',
          label: 'Start signing in again',
        }),
      );
      return null;
    }
  };

  const finishLogin = async (request: FastifyRequest, reply: FastifyReply, accountId: string) => {
    const redirectTo = await idp.provider.interactionResult(request.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
    return reply.redirect(redirectTo, 303);
  };

  app.get(IDP_STYLESHEET_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(IDP_STYLESHEET),
  );

  app.get<{ Params: { uid: string } }>('/idp/interaction/:uid', async (request, reply) => {
    const details = await interactionOrExpired(request, reply);
    if (!details) return reply;
    if (details.prompt.name === 'login') {
      const problem = readSignInProblem(request.cookies[SIGN_IN_PROBLEM_COOKIE]);
      if (!problem) return sendHtml(reply, 200, signInPage(page, details.uid));
      reply.clearCookie(SIGN_IN_PROBLEM_COOKIE, problemCookieOptions(details.uid));
      return sendHtml(reply, problem.status, signInPage(page, details.uid, { email: problem.email, errors: problem.errors }));
    }
    // Any other prompt (consent) is answered for our own first-party site without a screen.
    const grantId = details.grantId;
    const redirectTo = await idp.provider.interactionResult(request.raw, reply.raw, { consent: grantId ? { grantId } : {} }, { mergeWithLastSubmission: true });
    return reply.redirect(redirectTo, 303);
  });

  app.post<{ Params: { uid: string } }>('/idp/interaction/:uid/login', async (request, reply) => {
    const details = await interactionOrExpired(request, reply);
    if (!details) return reply;
    const parsed = parseForm(signInFormSchema, request.body);
    const typedEmail = formValue(request.body, 'email');
    if (!parsed.data) return redirectWithProblem(reply, details.uid, { email: typedEmail, errors: parsed.errors, status: 400 });

    const accountKey = `sign-in:account:${parsed.data.email}`;
    const addressKey = `sign-in:address:${request.ip}`;
    // Each attempt is counted before the password is checked, in one statement per key, so a
    // burst of concurrent guesses cannot all pass a check that none of them has counted yet.
    const overAccountLimit = await rateCounter.hit(accountKey, SIGN_IN_LIMITS.perAccount);
    const overAddressLimit = await rateCounter.hit(addressKey, SIGN_IN_LIMITS.perAddress);
    if (overAccountLimit || overAddressLimit) {
      return redirectWithProblem(reply, details.uid, { email: typedEmail, errors: [{ field: 'email', message: TOO_MANY_SIGN_INS }], status: 429 });
    }

    const account = await accounts.findByEmail(parsed.data.email);
    const isCorrect = await verifyPassword(parsed.data.password, account?.passwordHash ?? (await dummyPasswordHash()));
    if (!account || !isCorrect) {
      return redirectWithProblem(reply, details.uid, { email: typedEmail, errors: [{ field: 'email', message: WRONG_CREDENTIALS }], status: 401 });
    }
    // Only failures should use up the limits: a right password clears the account's count and
    // gives back the address's attempt (people behind one shared address sign in too).
    await rateCounter.reset(accountKey);
    await rateCounter.giveBack(addressKey);
    // A hash made with weaker parameters than today's is replaced now that we know the password.
    if (needsRehash(account.passwordHash)) await accounts.setPassword(account.id, await hashPassword(parsed.data.password));
    return finishLogin(request, reply, account.id);
  });

  app.get<{ Params: { uid: string } }>('/idp/interaction/:uid/create-account', async (request, reply) => {
    const details = await interactionOrExpired(request, reply);
    if (!details) return reply;
    return sendHtml(reply, 200, createAccountPage(page, details.uid));
  });

  app.post<{ Params: { uid: string } }>('/idp/interaction/:uid/create-account', async (request, reply) => {
    const details = await interactionOrExpired(request, reply);
    if (!details) return reply;
    const values = {
      firstName: formValue(request.body, 'firstName'),
      lastName: formValue(request.body, 'lastName'),
      email: formValue(request.body, 'email'),
    };
    const parsed = parseForm(createAccountFormSchema, request.body);
    if (!parsed.data) return sendHtml(reply, 400, createAccountPage(page, details.uid, { values, errors: parsed.errors }));
    if (isCommonPassword(parsed.data.password)) {
      return sendHtml(reply, 400, createAccountPage(page, details.uid, { values, errors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }] }));
    }
    if (await rateCounter.hit(`create-account:address:${request.ip}`, CREATE_PER_ADDRESS)) {
      return sendHtml(reply, 429, createAccountPage(page, details.uid, { values, errors: [{ field: 'email', message: 'Too many new accounts from this connection. Please try again in an hour.' }] }));
    }
    // Hashed before we know whether the email is taken, so both answers take as long.
    const passwordHash = await hashPassword(parsed.data.password);
    const account = await accounts.create({ email: parsed.data.email, passwordHash, firstName: parsed.data.firstName, lastName: parsed.data.lastName });
    // The same page whether or not the email already had an account: the rest is said by email,
    // to the address's owner only (a confirmation link, or "someone tried to use your address").
    if (account) await sendEmailLink(account.id, account.email, 'verify-email', details.uid);
    else await sendAccountExistsNotice(parsed.data.email);
    return sendHtml(reply, 200, checkYourEmailPage(page, details.uid));
  });

  async function sendAccountExistsNotice(email: string) {
    await deps.outbox.send('notification', {
      to: email,
      subject: `Someone tried to create a ${page.siteName} account with your email`,
      text: `Someone tried to create an account on ${page.siteName} with your email address, ${email}. You already have an account, so nothing was changed.\n\nIf it was you, sign in instead:\n${deps.publicUrl}/api/login\n\nForgot your password? Reset it here:\n${deps.publicUrl}/idp/account/forgot-password\n\nIf it was not you, you can ignore this email.`,
    });
  }

  /** `uid`: the sign-in in progress, which the confirmation link finishes when opened in the same browser. */
  async function sendEmailLink(accountId: string, email: string, purpose: 'verify-email' | 'reset-password', uid?: string) {
    const token = newToken();
    await accounts.createEmailToken({ digest: tokenDigest(token), accountId, purpose, expiresAt: new Date(deps.clock().getTime() + ONE_HOUR) });
    const path = uid ? `/idp/interaction/${encodeURIComponent(uid)}/${purpose}` : `/idp/account/${purpose}`;
    const link = `${deps.publicUrl}${path}?token=${encodeURIComponent(token)}`;
    const message =
      purpose === 'reset-password'
        ? {
            subject: `Reset your ${page.siteName} password`,
            text: `Someone asked to reset the password of your ${page.siteName} account.\n\nTo choose a new password, open this link (it works once and expires in 1 hour):\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
          }
        : {
            subject: `Confirm your email for ${page.siteName}`,
            text: `Welcome to ${page.siteName}.\n\nTo finish creating your account, confirm this is your email address by opening this link (it works once and expires in 1 hour):\n${link}\n\nIf you did not create an account, ignore this email.`,
          };
    // The link signs its holder in: only the recipient's mail gets it, the outbox keeps it sealed.
    await deps.outbox.send(purpose === 'reset-password' ? 'password-reset' : 'email-confirmation', { to: email, ...message }, { secrets: [link] });
  }

  app.get<{ Querystring: { uid?: string } }>('/idp/account/forgot-password', async (request, reply) => {
    const uid = typeof request.query.uid === 'string' && /^[\w-]{1,100}$/.test(request.query.uid) ? request.query.uid : undefined;
    return sendHtml(reply, 200, forgotPasswordPage(page, uid));
  });

  app.post('/idp/account/forgot-password', async (request, reply) => {
    const rawUid = formValue(request.body, 'uid');
    const uid = /^[\w-]{1,100}$/.test(rawUid) ? rawUid : undefined;
    const parsed = parseForm(forgotPasswordFormSchema, request.body);
    if (!parsed.data) return sendHtml(reply, 400, forgotPasswordPage(page, uid, { email: formValue(request.body, 'email'), errors: parsed.errors }));
    if (await rateCounter.hit(`forgot:address:${request.ip}`, FORGOT_PER_ADDRESS)) {
      return sendHtml(reply, 429, forgotPasswordPage(page, uid, { errors: [{ field: 'email', message: 'Too many requests. Please wait an hour and try again.' }] }));
    }
    const account = await accounts.findByEmail(parsed.data.email);
    const isOverAccountLimit = await rateCounter.hit(`forgot:account:${parsed.data.email}`, FORGOT_PER_ACCOUNT);
    if (account && !isOverAccountLimit) await sendEmailLink(account.id, account.email, 'reset-password');
    // The same answer whether or not the account exists.
    return sendHtml(reply, 200, forgotPasswordPage(page, uid, { sent: true }));
  });

  const expiredLink = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      messagePage(page, 'This link has expired', 'This link was already used or is more than 1 hour old. You can ask for a new one.', {
        href: '/idp/account/forgot-password',
        label: 'Ask for a new link',
      }),
    );

  app.get<{ Querystring: { token?: string } }>('/idp/account/reset-password', async (request, reply) => {
    const token = String(request.query.token ?? '');
    const usable = token && (await accounts.findUsableEmailToken(tokenDigest(token), 'reset-password', deps.clock()));
    if (!usable) return expiredLink(reply);
    return sendHtml(reply, 200, resetPasswordPage(page, token));
  });

  app.post('/idp/account/reset-password', async (request, reply) => {
    const token = formValue(request.body, 'token');
    const parsed = parseForm(resetPasswordFormSchema, request.body);
    if (!parsed.data) {
      if (parsed.errors.some((e) => e.field === 'token')) return expiredLink(reply);
      return sendHtml(reply, 400, resetPasswordPage(page, token, { errors: parsed.errors }));
    }
    if (isCommonPassword(parsed.data.password)) {
      return sendHtml(reply, 400, resetPasswordPage(page, token, { errors: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }] }));
    }
    const digest = tokenDigest(parsed.data.token);
    const usable = await accounts.findUsableEmailToken(digest, 'reset-password', deps.clock());
    if (!usable || !(await accounts.useEmailToken(digest))) return expiredLink(reply);
    await accounts.setPassword(usable.accountId, await hashPassword(parsed.data.password));
    // The emailed link proves the address belongs to them.
    await accounts.markEmailVerified(usable.accountId);
    await deps.endSiteSessionsOf(usable.accountId);
    return sendHtml(reply, 200, messagePage(page, 'Your password was changed', 'You can now sign in with your new password. For your safety we signed you out everywhere.', { href: '/api/login', label: 'Sign in' }));
  });

  const confirmEmail = async (token: string): Promise<string | null> => {
    const digest = tokenDigest(token);
    const usable = token && (await accounts.findUsableEmailToken(digest, 'verify-email', deps.clock()));
    if (!usable || !(await accounts.useEmailToken(digest))) return null;
    await accounts.markEmailVerified(usable.accountId);
    return usable.accountId;
  };
  const emailConfirmed = (reply: FastifyReply) =>
    sendHtml(reply, 200, messagePage(page, 'Email confirmed', 'Thank you. Your email address is confirmed. You can now sign in.', { href: '/api/login', label: 'Sign in' }));

  app.get<{ Querystring: { token?: string } }>('/idp/account/verify-email', async (request, reply) => {
    if (!(await confirmEmail(String(request.query.token ?? '')))) return expiredLink(reply);
    return emailConfirmed(reply);
  });

  // The link of a new account's email: it finishes the sign-in that created the account when it
  // is opened in the same browser while that sign-in is still open (its cookie is scoped to this path).
  app.get<{ Params: { uid: string }; Querystring: { token?: string } }>('/idp/interaction/:uid/verify-email', async (request, reply) => {
    const accountId = await confirmEmail(String(request.query.token ?? ''));
    if (!accountId) return expiredLink(reply);
    const details = await idp.provider.interactionDetails(request.raw, reply.raw).catch(() => null);
    if (details?.uid !== request.params.uid || details.prompt.name !== 'login') return emailConfirmed(reply);
    return finishLogin(request, reply, accountId);
  });
}
