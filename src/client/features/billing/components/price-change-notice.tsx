import { formatCents } from '#shared/format/money.ts';
import type { SubscriptionStatus } from '#shared/contracts/billing.ts';
import { useT } from '#client/i18n/i18n.ts';
import { formatLongDate } from '#shared/format/dates.ts';
import '#client/i18n/en/billing.ts';

/** A member's coming change of regular price (catalog schedule), with when we told them. */
export function PriceChangeNotice({ change }: { change: NonNullable<SubscriptionStatus['priceChange']> }) {
  const t = useT();
  return (
    <div role="note" aria-labelledby="price-change-heading" className="flex flex-col gap-1 rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground">
      <h3 id="price-change-heading" className="font-semibold">
        {t('billing.account.priceChangeHeading')}
      </h3>
      <p>{t('billing.account.priceChangeText', { price: formatCents(change.monthlyCents), date: formatLongDate(change.firstRenewalAt) })}</p>
      <p>{change.noticedAt ? t('billing.account.priceChangeEmailed', { date: formatLongDate(change.noticedAt) }) : t('billing.account.priceChangeEmailSoon')}</p>
      <p>{t('billing.account.priceChangeCancel')}</p>
    </div>
  );
}
