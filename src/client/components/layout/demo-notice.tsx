import { useT } from '#client/i18n/i18n.ts';
import { usePaymentsTestMode } from '#client/lib/payments-mode.ts';

/** One line above the header while payments are in test mode: this site is a demo. Kept tiny: every page loads it. */
export function DemoNotice() {
  const t = useT();
  if (!usePaymentsTestMode()) return null;
  return (
    <aside aria-label={t('layout.demoLabel')} className="border-b border-notice-border bg-notice px-4 py-1.5 text-center text-sm text-notice-foreground">
      <strong>{t('layout.demoTitle')}</strong> {t('layout.demoText')}
    </aside>
  );
}
