import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_PACKAGE_PRICES } from '#shared/billing/catalog.ts';
import { formatCents } from '#shared/format/money.ts';
import type { DocumentTemplateId } from '#shared/contracts/document-templates.ts';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/hooks/use-toast.ts';
import { useT } from '#client/i18n/i18n.ts';
import { purchaseKeys, usePurchases } from '../api/get-purchases.ts';
import { purchaseDocumentPackage } from '../api/start-checkout.ts';
import { useCheckout } from '../hooks/use-checkout.ts';
import { usePremiumAccess } from '../hooks/use-premium-access.ts';
import { packagePriceNoteKey } from '../lib/package-price-note.ts';
import { PackageCheckoutDialog } from './checkout-dialog.tsx';
import '#client/i18n/en/checkout.ts';

/**
 * Buying a package where it is needed (the generate step): its catalog price, the same card form
 * as the Premium Tools tab in a dialog on this page, and back here once paid (`returnTo`, which
 * the server checks, is where a redirecting card brings the person). Generate then works.
 */
export function BuyPackageHere({ templateId, returnTo }: { templateId: DocumentTemplateId; returnTo: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const item = DOCUMENT_PACKAGE_PRICES[templateId];
  const price = formatCents(item.priceCents);
  const [isBought, setIsBought] = React.useState(false);
  const { isStarting, checkout, begin, close } = useCheckout({
    start: () => purchaseDocumentPackage(templateId, returnTo),
    // Bought meanwhile (another tab): Generate works now.
    onAlreadyOwned: () => {
      setIsBought(true);
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    },
    onFailure: () => toast({ variant: 'destructive', title: t('checkout.package.failureTitle'), description: t('checkout.package.failureText') }),
  });
  if (isBought) return <p role="status" className="font-medium">{t('checkout.package.boughtHere', { name: item.name })}</p>;
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('checkout.package.neededHere', { name: item.name, price })}</p>
      <Button onClick={begin} disabled={isStarting}>
        {isStarting ? t('checkout.package.pending') : t('checkout.package.buyHere', { name: item.name, price })}
      </Button>
      {checkout ? (
        <PackageCheckoutDialog
          name={item.name}
          session={checkout}
          close={close}
          idPrefix={`package-${templateId}-here-card`}
          onPaid={() => {
            setIsBought(true);
            void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
          }}
        />
      ) : null}
    </div>
  );
}

/**
 * The package's price and what it adds (the final PDF), until the person owns it. The interview is
 * open to members and to people enrolled in the course (the server's access policy, spec 6): each
 * is told what their own purchase includes.
 */
export function PackagePriceNote({ templateId }: { templateId: DocumentTemplateId }) {
  const t = useT();
  const purchases = usePurchases({ enabled: true });
  const access = usePremiumAccess('subscriber');
  if (!purchases.data || purchases.data.documentPackages.includes(templateId) || access.state === 'checking') return null;
  const item = DOCUMENT_PACKAGE_PRICES[templateId];
  return <p className="text-sm text-muted-foreground">{t(packagePriceNoteKey(access.state, purchases.data.courses), { name: item.name, price: formatCents(item.priceCents) })}</p>;
}

/** What the documents feature's purchase slot needs, from billing. */
export const packagePurchaseSlot = {
  priceNote: (templateId: DocumentTemplateId) => <PackagePriceNote templateId={templateId} />,
  buyHere: (templateId: DocumentTemplateId, returnTo: string) => <BuyPackageHere templateId={templateId} returnTo={returnTo} />,
};
