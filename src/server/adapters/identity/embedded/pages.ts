import { html, type SafeHtml } from './html.ts';

export interface PageContext {
  siteName: string;
  supportEmail: string;
}

export interface FieldError {
  field: string;
  message: string;
}

export const IDP_STYLESHEET_PATH = '/idp/account/styles.css';

// The site's mark (a balance scale, as in the site header), drawn inline: no request, no script.
const SITE_MARK = html`<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="m16 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z"/><path d="m2 16 3-8 3 8c-.87.65-1.92 1-3 1s-2.13-.35-3-1Z"/><path d="M7 21h10"/><path d="M12 3v18"/><path d="M3 7h2c2 0 5-1 7-2 2 1 5 2 7 2h2"/></svg>`;

/**
 * Plain server-rendered pages of the embedded sign-in service: no JavaScript, work at 360 px,
 * labelled fields, an error summary linking to each field (GOV.UK pattern). They wear the site's
 * header, colours and footer, so signing in does not look like leaving for another site.
 */
export function renderPage(ctx: PageContext, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${ctx.siteName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${IDP_STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="top"><div class="top-inner">
<a class="brand" href="/"><span class="mark">${SITE_MARK}</span><span>${ctx.siteName}</span></a>
<a class="back" href="/">Back to the site</a>
</div></header>
<main id="main" tabindex="-1">
<h1>${title}</h1>
${body}
</main>
<footer class="foot"><div class="foot-inner">
<p class="notice foot-notice"><strong>Please note:</strong> ${ctx.siteName} offers education and community support, not legal advice. <a href="/disclaimer">Read our disclaimer</a></p>
<nav aria-label="Site links"><ul>
<li><a href="/contact">Contact us</a></li>
<li><a href="/privacy-policy">Privacy Policy</a></li>
<li><a href="/terms-of-service">Terms of Service</a></li>
<li><a href="mailto:${ctx.supportEmail}">${ctx.supportEmail}</a></li>
</ul></nav>
</div></footer>
</body>
</html>`.value;
}

export function errorSummary(errors: FieldError[]): SafeHtml {
  if (errors.length === 0) return html``;
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">There is a problem</h2>
<ul>${errors.map((e) => html`<li><a href="#${e.field}">${e.message}</a></li>`)}</ul>
</div>`;
}

export interface InputOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'hidden';
  value?: string;
  autocomplete?: string;
  hint?: string;
  errors?: FieldError[];
}

export function input(options: InputOptions): SafeHtml {
  const error = options.errors?.find((e) => e.field === options.name);
  const describedBy = [options.hint ? `${options.name}-hint` : '', error ? `${options.name}-error` : ''].filter(Boolean).join(' ');
  return html`<div class="field${error ? ' field-error' : ''}">
<label for="${options.name}">${options.label}</label>
${options.hint ? html`<p class="hint" id="${options.name}-hint">${options.hint}</p>` : ''}
${error ? html`<p class="error" id="${options.name}-error"><span class="visually-hidden">Error:</span> ${error.message}</p>` : ''}
<input id="${options.name}" name="${options.name}" type="${options.type ?? 'text'}" value="${options.type === 'password' ? '' : (options.value ?? '')}"${options.autocomplete ? html` autocomplete="${options.autocomplete}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}${error ? html` aria-invalid="true"` : ''} required>
</div>`;
}

export function notice(text: string): SafeHtml {
  return html`<div class="notice" role="status"><p>${text}</p></div>`;
}

/** The site's theme colours (src/client/styles.css): primary teal, muted footer, notice yellow. */
export const IDP_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{height:100%}
body{margin:0;min-height:100%;display:flex;flex-direction:column;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif;font-size:1.0625rem;line-height:1.5;color:#1f2937;background:#ffffff}
a{color:#0e5a6e;text-underline-offset:4px}
a:hover{color:#0a4554}
:focus-visible{outline:3px solid #0e5a6e;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:10}
.top{background:#ffffff;border-bottom:1px solid #d5dbe1}
.top-inner{max-width:80rem;margin:0 auto;padding:.625rem 1rem;display:flex;align-items:center;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:.5rem;min-height:2.75rem;color:#1f2937;font-weight:600;text-decoration:none}
.mark{display:flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;flex-shrink:0;border-radius:.375rem;background:#0e5a6e;color:#ffffff}
.back{font-size:.9375rem;font-weight:500}
main{width:calc(100% - 2rem);max-width:30rem;margin:2rem auto;padding:1.5rem;background:#ffffff;border:1px solid #d5dbe1;border-radius:.75rem;box-shadow:0 1px 2px rgba(0,0,0,.05)}
main:focus{outline:none}
h1{font-size:1.75rem;line-height:1.25;margin:0 0 1rem}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:2.75rem;padding:.5rem .75rem;font-size:1rem;color:#1f2937;border:1px solid #767f8c;border-radius:.375rem}
.field-error input{border:2px solid #b42318}
.hint{margin:0 0 .25rem;color:#4a5565;font-size:.9375rem}
.error{margin:0 0 .25rem;color:#b42318;font-weight:600}
.error-summary{border:3px solid #b42318;padding:1rem;margin-bottom:1.5rem;border-radius:.375rem}
.error-summary h2{margin:0 0 .5rem;font-size:1.125rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b42318;font-weight:600}
.notice{border-left:4px solid #d9b45a;background:#fff8e6;color:#1f2937;padding:.75rem 1rem;margin:0 0 1.25rem;border-radius:.375rem}
.notice p{margin:0}
button{min-height:2.75rem;padding:.5rem 1.25rem;font-size:1rem;font-weight:600;color:#ffffff;background:#0e5a6e;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#0a4554}
.links{margin-top:1.5rem;display:flex;flex-direction:column;gap:.5rem}
.links p{margin:0}
.foot{margin-top:auto;background:#f3f5f7;border-top:1px solid #d5dbe1}
.foot-inner{max-width:80rem;margin:0 auto;padding:1.5rem 1rem;font-size:.9375rem;color:#4a5565}
.foot-notice{border:1px solid #d9b45a;border-left-width:4px;margin-bottom:1rem}
.foot ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.foot li a{display:inline-flex;min-height:1.5rem;align-items:center;font-weight:500;overflow-wrap:anywhere}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
