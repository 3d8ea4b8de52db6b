import { useT } from '#client/i18n/i18n.ts';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element on every page: jumps past the navigation to the page content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[200] rounded-md bg-primary px-4 py-3 font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      {t('layout.skipToContent')}
    </a>
  );
}
