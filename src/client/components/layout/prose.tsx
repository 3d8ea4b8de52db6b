import * as React from 'react';
import { useNavigate } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { StaticHtml, type HtmlContent } from '#client/lib/static-html.tsx';

export type ProseProps = Omit<React.ComponentProps<'div'>, 'children' | 'content' | 'dangerouslySetInnerHTML'> & {
  /** HTML rendered at build time from our own Markdown (src/build/markdown-plugin.ts); never user input. */
  content: HtmlContent;
};

/** The link of a plain left click on a link to a page of this site, or null. */
function internalLinkOf(event: React.MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target || anchor.hasAttribute('download')) return null;
  const href = anchor.getAttribute('href') ?? '';
  return href.startsWith('/') && !href.startsWith('//') ? anchor : null;
}

/**
 * A click handler for a container of build-time HTML: links to our own pages inside it
 * navigate within the app instead of reloading the site.
 */
export function useInternalLinkNavigation(): (event: React.MouseEvent) => void {
  const navigate = useNavigate();
  return React.useCallback(
    (event: React.MouseEvent) => {
      const anchor = internalLinkOf(event);
      if (!anchor) return;
      event.preventDefault();
      void navigate(anchor.getAttribute('href')!);
    },
    [navigate],
  );
}

/** Long-form text (education pages, legal pages) with readable typography. */
export function Prose({ content, className, onClick, ...props }: ProseProps) {
  const followInternalLink = useInternalLinkNavigation();
  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    onClick?.(event);
    followInternalLink(event);
  };
  return <StaticHtml content={content} className={cn('prose', className)} onClick={handleClick} {...props} />;
}
