import { paidAccessOf } from '#shared/routes.ts';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { DocumentPackages } from '#client/features/billing/components/document-packages.tsx';
import { packagePurchaseSlot } from '#client/features/billing/components/buy-package-here.tsx';
import { PackagePurchaseProvider } from '#client/features/documents/lib/package-purchase-slot.tsx';
import { DocumentsCenter } from '#client/features/documents/components/documents-center.tsx';
import { StartDocumentButton } from '#client/features/documents/components/start-document-button.tsx';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';

/** The Documents and Forms Center (spec 2.8) behind the premium gate with a preview (2.16), opened by premium or the course (6). */
function DocumentsPage() {
  const t = useT();
  const access = usePremiumAccess(paidAccessOf('documents'));
  return (
    <PremiumGate access={access} heading={t('page.documents.heading')} intro={t('documents.intro')} feature={t('page.documents.heading')} allowPreview opensWithCourse>
      {(mode) => (
        <PackagePurchaseProvider value={mode === 'preview' ? null : packagePurchaseSlot}>
          <DocumentsCenter mode={mode} premiumTools={<DocumentPackages isPreview={mode === 'preview'} renderStart={(templateId, name) => <StartDocumentButton templateId={templateId} name={name} disabled={mode === 'preview'} />} />} />
        </PackagePurchaseProvider>
      )}
    </PremiumGate>
  );
}

export function Component() {
  return (
    <QueryProvider>
      <DocumentsPage />
    </QueryProvider>
  );
}
