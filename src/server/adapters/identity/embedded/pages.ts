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

/**
 * Plain server-rendered pages of the embedded sign-in service: no JavaScript, work at 360 px,
 * labelled fields, an error summary linking to each field (GOV.UK pattern).
 */
export function renderPage(ctx: PageContext, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${ctx.siteName}</title>
<link rel="stylesheet" href="${IDP_STYLESHEET_PATH}">
</head>
<body>
<a class="skip" href="#main">Skip to main content</a>
<header class="top"><a class="brand" href="/">${ctx.siteName}</a></header>
<main id="main" tabindex="-1">
<h1>${title}</h1>
${body}
</main>
<footer class="foot"><p>Education and community support, not legal advice. Questions? <a href="mailto:${ctx.supportEmail}">${ctx.supportEmail}</a></p></footer>
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

export const IDP_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1.0625rem;line-height:1.5;color:#1f2937;background:#f8fafc}
a{color:#1d4ed8}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:10}
.top{background:#1e3a8a;padding:1rem}
.brand{color:#fff;font-weight:700;text-decoration:none;font-size:1.125rem}
main{max-width:30rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}
main:focus{outline:none}
h1{font-size:1.75rem;margin:0 0 1rem}
.field{margin-bottom:1.25rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=text],input[type=email],input[type=password]{width:100%;min-height:2.75rem;padding:.5rem .75rem;font-size:1rem;border:2px solid #6b7280;border-radius:.375rem}
.field-error input{border-color:#b91c1c}
.hint{margin:0 0 .25rem;color:#4b5563;font-size:.9375rem}
.error{margin:0 0 .25rem;color:#b91c1c;font-weight:600}
.error-summary{border:3px solid #b91c1c;padding:1rem;margin-bottom:1.5rem;border-radius:.375rem}
.error-summary h2{margin:0 0 .5rem;font-size:1.125rem}
.error-summary ul{margin:0;padding-left:1.25rem}
.error-summary a{color:#b91c1c;font-weight:600}
.notice{border-left:5px solid #1d4ed8;background:#eff6ff;padding:.75rem 1rem;margin-bottom:1.25rem}
.notice p{margin:0}
button{min-height:2.75rem;padding:.5rem 1.25rem;font-size:1rem;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.375rem;cursor:pointer}
button:hover{background:#1e40af}
.links{margin-top:1.5rem;display:flex;flex-direction:column;gap:.5rem}
.foot{max-width:30rem;margin:0 auto 2rem;padding:0 1rem;color:#4b5563;font-size:.9375rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
