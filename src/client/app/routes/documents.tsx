import { DocumentPackages } from '#client/features/billing/components/document-packages.tsx';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { DocumentsCenter } from '#client/features/documents/components/documents-center.tsx';
import { StartDocumentButton } from '#client/features/documents/components/start-document-button.tsx';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';

/** The Documents and Forms Center (spec 2.8) behind the premium gate with a preview (2.16). */
function DocumentsPage() {
  const t = useT();
  const access = usePremiumAccess();
  return (
    <PremiumGate access={access} heading={t('page.documents.heading')} intro={t('documents.intro')} feature={t('page.documents.heading')} allowPreview>
      {(mode) => <DocumentsCenter mode={mode} premiumTools={<DocumentPackages isPreview={mode === 'preview'} renderStart={(templateId, name) => <StartDocumentButton templateId={templateId} name={name} disabled={mode === 'preview'} />} />} />}
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
