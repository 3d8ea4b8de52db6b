import { useParams } from 'react-router';
import { packagePurchaseSlot } from '#client/features/billing/components/buy-package-here.tsx';
import { DocumentEditor } from '#client/features/documents/components/interview.tsx';
import { PackagePurchaseProvider } from '#client/features/documents/lib/package-purchase-slot.tsx';
import { PremiumOnlyPage, usePremiumPageTexts } from '../premium-only-page.tsx';

/** /documents/edit/{id}: the guided interview, for members and people enrolled in the course. */
export default function Page() {
  const texts = usePremiumPageTexts('page.document-edit.heading');
  return (
    <PremiumOnlyPage {...texts} scheduleTool>
      <PackagePurchaseProvider value={packagePurchaseSlot}>
        <DocumentEditor key={useParams().id} id={useParams().id ?? ''} />
      </PackagePurchaseProvider>
    </PremiumOnlyPage>
  );
}
