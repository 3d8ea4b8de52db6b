import { html } from './html.ts';
import { errorSummary, input, notice, renderPage, type FieldError, type PageContext } from './pages.ts';

const base = (uid: string) => `/idp/interaction/${encodeURIComponent(uid)}`;

export function signInPage(ctx: PageContext, uid: string, opts: { email?: string; errors?: FieldError[]; message?: string } = {}): string {
  const errors = opts.errors ?? [];
  return renderPage(
    ctx,
    'Sign in',
    html`${errorSummary(errors)}${opts.message ? notice(opts.message) : ''}
<form method="post" action="${base(uid)}/login" novalidate>
${input({ name: 'email', label: 'Email', type: 'email', value: opts.email ?? '', autocomplete: 'email', errors })}
${input({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password', errors })}
<button type="submit">Sign in</button>
</form>
<div class="links">
<p>New here? <a href="${base(uid)}/create-account">Create account</a></p>
<p><a href="/idp/account/forgot-password?uid=${encodeURIComponent(uid)}">Forgot your password?</a></p>
</div>`,
  );
}

export function createAccountPage(
  ctx: PageContext,
  uid: string,
  opts: { values?: { firstName?: string; lastName?: string; email?: string }; errors?: FieldError[] } = {},
): string {
  const errors = opts.errors ?? [];
  const v = opts.values ?? {};
  return renderPage(
    ctx,
    'Create account',
    html`${errorSummary(errors)}
<p>Your account lets you save your progress, join the community chat and use the tools. It is free.</p>
<form method="post" action="${base(uid)}/create-account" novalidate>
${input({ name: 'firstName', label: 'First name', value: v.firstName ?? '', autocomplete: 'given-name', errors })}
${input({ name: 'lastName', label: 'Last name', value: v.lastName ?? '', autocomplete: 'family-name', errors })}
${input({ name: 'email', label: 'Email', type: 'email', value: v.email ?? '', autocomplete: 'email', errors })}
${input({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters, and not one of the most common passwords. A short sentence is easy to remember and hard to guess.', errors })}
<button type="submit">Create account</button>
</form>
<div class="links"><p>Already have an account? <a href="${base(uid)}">Sign in</a></p></div>`,
  );
}

/** After "Create account", whether or not the email already had one: the email says the rest. */
export function checkYourEmailPage(ctx: PageContext, uid: string): string {
  return renderPage(
    ctx,
    'Check your email',
    html`${notice('We sent an email to the address you entered. Open the link in it to finish creating your account. The link works once and expires in 1 hour.')}
<p>Open it in this browser to come back signed in. Did not get it? Check your spam folder, or wait a few minutes.</p>
<div class="links"><p><a href="${base(uid)}">Back to sign in</a></p></div>`,
  );
}

export function forgotPasswordPage(ctx: PageContext, uid: string | undefined, opts: { email?: string; errors?: FieldError[]; sent?: boolean } = {}): string {
  const errors = opts.errors ?? [];
  const back = uid ? html`<p><a href="${base(uid)}">Back to sign in</a></p>` : html`<p><a href="/api/login">Back to sign in</a></p>`;
  if (opts.sent) {
    return renderPage(
      ctx,
      'Check your email',
      html`${notice('If an account exists for that email, we sent a link to reset your password. The link works once and expires in 1 hour.')}
<p>Did not get it? Check your spam folder, or wait a few minutes and try again.</p><div class="links">${back}</div>`,
    );
  }
  return renderPage(
    ctx,
    'Forgot your password?',
    html`${errorSummary(errors)}
<p>Enter the email you signed up with. We will send you a link to choose a new password.</p>
<form method="post" action="/idp/account/forgot-password" novalidate>
${uid ? html`<input type="hidden" name="uid" value="${uid}">` : ''}
${input({ name: 'email', label: 'Email', type: 'email', value: opts.email ?? '', autocomplete: 'email', errors })}
<button type="submit">Send reset link</button>
</form>
<div class="links">${back}</div>`,
  );
}

export function resetPasswordPage(ctx: PageContext, token: string, opts: { errors?: FieldError[] } = {}): string {
  const errors = opts.errors ?? [];
  return renderPage(
    ctx,
    'Choose a new password',
    html`${errorSummary(errors)}
<form method="post" action="/idp/account/reset-password" novalidate>
<input type="hidden" name="token" value="${token}">
${input({ name: 'password', label: 'New password', type: 'password', autocomplete: 'new-password', hint: 'At least 8 characters.', errors })}
<button type="submit">Save new password</button>
</form>`,
  );
}

export function messagePage(ctx: PageContext, title: string, message: string, link: { href: string; label: string }): string {
  return renderPage(ctx, title, html`${notice(message)}<div class="links"><p><a href="${link.href}">${link.label}</a></p></div>`);
}
