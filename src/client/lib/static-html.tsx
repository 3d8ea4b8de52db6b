import * as React from 'react';

/**
 * HTML made at build time (Markdown pages), referenced by its part keys. The server build and
 * the dev server carry the HTML itself; the browser build carries the URL of a JSON file with the
 * parts, so long text is not part of a page's JavaScript (src/build/markdown-plugin.ts).
 */
export interface HtmlContent {
  readonly keys: readonly string[];
  readonly html?: string;
  readonly url?: string;
}

/** Several parts of the same Markdown file shown as one block. */
export function joinHtmlContent(parts: readonly HtmlContent[]): HtmlContent {
  const first = parts[0];
  if (!first) return { keys: [], html: '' };
  return {
    keys: parts.flatMap((part) => part.keys),
    ...(parts.every((part) => part.html !== undefined) ? { html: parts.map((part) => part.html).join('') } : { url: first.url }),
  };
}

const ATTRIBUTE = 'data-static-html';
const htmlCache = new Map<string, string>();
const fileRequests = new Map<string, Promise<Record<string, string>>>();

function blockId(content: HtmlContent): string {
  return content.keys.join(' ');
}

function requestFile(url: string): Promise<Record<string, string>> {
  let request = fileRequests.get(url);
  if (!request) {
    request = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`Failed to fetch ${url}: ${res.status}`);
      return res.json() as Promise<Record<string, string>>;
    });
    // A failed request is forgotten, so the next visit tries again.
    request.catch(() => fileRequests.delete(url));
    fileRequests.set(url, request);
  }
  return request;
}

/** The block's HTML as the prerendered page holds it (when hydrating), or null. */
function readFromPage(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[${ATTRIBUTE}]`)) {
    if (element.getAttribute(ATTRIBUTE) === id) return element.innerHTML;
  }
  return null;
}

/**
 * The HTML of a block: inline when the build put it there, else from the prerendered page
 * (so hydration matches exactly), else fetched (suspends until it arrives).
 */
export function useStaticHtml(content: HtmlContent): string {
  const id = blockId(content);
  if (content.html !== undefined) return content.html;
  const cached = htmlCache.get(id) ?? readFromPage(id);
  if (cached !== null) {
    htmlCache.set(id, cached);
    return cached;
  }
  if (!content.url) return '';
  const parts = React.use(requestFile(content.url));
  const html = content.keys.map((key) => parts[key] ?? '').join('');
  htmlCache.set(id, html);
  return html;
}

export type StaticHtmlProps = Omit<React.ComponentProps<'div'>, 'children' | 'content' | 'dangerouslySetInnerHTML'> & {
  content: HtmlContent;
};

/** A block of build-time HTML (never user input). */
export function StaticHtml({ content, ...props }: StaticHtmlProps) {
  const html = useStaticHtml(content);
  return <div {...{ [ATTRIBUTE]: blockId(content) }} dangerouslySetInnerHTML={{ __html: html }} {...props} />;
}
