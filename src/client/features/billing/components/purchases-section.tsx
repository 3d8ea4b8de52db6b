import { ShoppingBag } from 'lucide-react';
import { COURSES, DOCUMENT_PACKAGE_PRICES } from '#shared/billing/catalog.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { usePurchases } from '../api/get-purchases.ts';
import '#client/i18n/en/billing.ts';

/** /account's one-time purchases: the course and the document packages the person owns. */
export function PurchasesSection() {
  const t = useT();
  const purchases = usePurchases({ enabled: true });

  return (
    <section aria-labelledby="purchases-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="purchases-heading" className="flex items-center gap-2 text-xl font-semibold">
        <ShoppingBag className="size-5 shrink-0 text-primary" aria-hidden="true" />
        {t('billing.purchases.heading')}
      </h2>
      {purchases.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('billing.account.loading')}</span>
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : purchases.isError ? (
        <div className="flex flex-col items-start gap-3">
          <p>{t('billing.account.loadFailed')}</p>
          <Button variant="outline" onClick={() => void purchases.refetch()}>
            {t('billing.account.retry')}
          </Button>
        </div>
      ) : purchases.data.courses.length === 0 && purchases.data.documentPackages.length === 0 ? (
        <p className="text-muted-foreground">{t('billing.purchases.empty')}</p>
      ) : (
        <dl className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <dt className="font-medium">{t('billing.purchases.courses')}</dt>
            <dd className="text-muted-foreground">
              {purchases.data.courses.length > 0 ? purchases.data.courses.map((id) => COURSES[id]?.name ?? id).join(', ') : t('billing.purchases.none')}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="font-medium">{t('billing.purchases.packages')}</dt>
            <dd className="text-muted-foreground">
              {purchases.data.documentPackages.length > 0
                ? purchases.data.documentPackages.map((id) => DOCUMENT_PACKAGE_PRICES[id]?.name ?? id).join(', ')
                : t('billing.purchases.none')}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
