import type * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, FileText, Star } from 'lucide-react';
import { DOCUMENT_PACKAGE_PRICES } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import { DOCUMENT_TEMPLATE_IDS, type DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { DOCUMENT_PACKAGE_FORMS } from '#shared/document-packages.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { purchaseKeys, usePurchases } from '../api/get-purchases.ts';
import { purchaseDocumentPackage } from '../api/start-checkout.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { PackageCheckoutDialog } from './checkout-dialog.tsx';
import '#client/i18n/en/checkout.ts';
import '#client/i18n/en/premium.ts';

function PackageCard({ templateId, isOwned, isPreview, startButton }: { templateId: DocumentTemplateId; isOwned: boolean; isPreview: boolean; startButton: React.ReactNode }) {
  const t = useT();
  const queryClient = useQueryClient();
  const item = DOCUMENT_PACKAGE_PRICES[templateId];
  const price = formatCents(item.priceCents);
  const formCount = DOCUMENT_PACKAGE_FORMS[templateId].length;
  const headingId = `package-${templateId}`;
  const { isStarting, checkout, begin, close } = useCheckout({
    start: () => purchaseDocumentPackage(templateId),
    onAlreadyOwned: () => {
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      toast({ title: t('checkout.package.alreadyTitle'), description: t('checkout.package.alreadyText', { name: item.name }) });
    },
    onFailure: () => toast({ variant: 'destructive', title: t('checkout.package.failureTitle'), description: t('checkout.package.failureText') }),
  });

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'relative flex min-w-0 flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm',
        item.isMostPopular ? 'border-2 border-primary' : 'border-border',
      )}
    >
      {item.isMostPopular ? (
        <Badge className="gap-1">
          <Star aria-hidden="true" />
          {t('documents.mostPopular')}
        </Badge>
      ) : null}
      <h3 id={headingId} className="flex items-start gap-2 text-lg leading-snug font-semibold">
        <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        {item.name}
      </h3>
      <p className="text-sm text-muted-foreground">{t(`documents.package.${templateId}` as MessageKey)}</p>
      <p className="text-sm">{formCount === 1 ? t('documents.package.oneForm') : t('documents.package.forms', { count: formCount })}</p>
      <p className="mt-auto flex items-baseline gap-2">
        <span className="text-2xl font-bold">{price}</span>
        <span className="text-sm text-muted-foreground">{t('documents.package.oneTime')}</span>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {isOwned ? (
          <Badge variant="success" className="min-h-9 gap-1.5 px-3 text-sm">
            <CircleCheck aria-hidden="true" />
            {t('documents.purchased')}
          </Badge>
        ) : (
          <Button onClick={begin} disabled={isStarting} aria-label={isStarting ? undefined : t('documents.buyLabel', { name: item.name, price })}>
            {isStarting ? t('checkout.package.pending') : t('documents.buy', { price })}
          </Button>
        )}
        {startButton}
      </div>
      {checkout && !isPreview ? (
        <PackageCheckoutDialog
          name={item.name}
          session={checkout}
          close={close}
          idPrefix={`package-${templateId}-card`}
          onPaid={() => {
            void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
            toast({ title: t('checkout.package.successTitle'), description: t('checkout.package.successText', { name: item.name }) });
          }}
        />
      ) : null}
    </li>
  );
}

/**
 * The Premium Tools tab's four packages (spec 2.8, 9): prices from the catalog, 'Most Popular'
 * on Chapter 7, bought once each with the same card form; owned ones say 'Purchased'. In the
 * gate's preview nothing is fetched.
 */
export function DocumentPackages({ isPreview, renderStart }: { isPreview: boolean; /** The Start button of a package (the documents feature starts documents). */ renderStart: (templateId: DocumentTemplateId, name: string) => React.ReactNode }) {
  const t = useT();
  const purchases = usePurchases({ enabled: !isPreview });
  const owned = new Set<string>(purchases.data?.documentPackages ?? []);
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2">
        {DOCUMENT_TEMPLATE_IDS.map((templateId) => (
          <PackageCard key={templateId} templateId={templateId} isOwned={owned.has(templateId)} isPreview={isPreview} startButton={renderStart(templateId, DOCUMENT_PACKAGE_PRICES[templateId].name)} />
        ))}
      </ul>
      <p className="text-sm text-muted-foreground">{t('documents.startNote')}</p>
    </div>
  );
}
