import { useParams } from 'react-router';
import { packagePurchaseSlot } from '#client/features/billing/components/buy-package-here.tsx';
import { DocumentEditor } from '#client/features/documents/components/interview.tsx';
import { PackagePurchaseProvider } from '#client/features/documents/lib/package-purchase-slot.tsx';
import { PremiumOnlyPage, usePremiumPage } from '../premium-only-page.tsx';

/** /documents/edit/{id}: the guided interview, for members and people enrolled in the course. */
export default function Page() {
  const page = usePremiumPage('document-edit');
  return (
    <PremiumOnlyPage {...page}>
      <PackagePurchaseProvider value={packagePurchaseSlot}>
        <DocumentEditor key={useParams().id} id={useParams().id ?? ''} />
      </PackagePurchaseProvider>
    </PremiumOnlyPage>
  );
}
