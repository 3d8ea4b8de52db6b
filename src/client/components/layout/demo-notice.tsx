import { useT } from '#client/i18n/i18n.ts';

// Shown by the stylesheet when the server marked the page (`<meta name="payments-mode" content="test">`):
// so it is in the prerendered HTML and painted with the page, not added after hydration (where
// it moved the page down and became the largest paint).
// A literal, for Tailwind to find; its test checks it names PAYMENTS_MODE_META.
const SHOWN_IN_TEST_MODE = 'hidden [html:has(meta[name=payments-mode][content=test])_&]:block';

/** One line above the header while payments are in test mode: this site is a demo. Kept tiny: every page loads it. */
export function DemoNotice() {
  const t = useT();
  return (
    <aside aria-label={t('layout.demoLabel')} className={`${SHOWN_IN_TEST_MODE} border-b border-notice-border bg-notice px-4 py-1.5 text-center text-sm text-notice-foreground`}>
      <strong>{t('layout.demoTitle')}</strong> {t('layout.demoText')}
    </aside>
  );
}
