import { useParams } from 'react-router';
import { DocumentEditor } from '#client/features/documents/components/interview.tsx';
import { PremiumOnlyPage, usePremiumPageTexts } from '../premium-only-page.tsx';

/** /documents/edit/{id}: the guided interview, for members and people enrolled in the course. */
export default function Page() {
  const texts = usePremiumPageTexts('page.document-edit.heading');
  return (
    <PremiumOnlyPage {...texts} scheduleTool>
      <DocumentEditor key={useParams().id} id={useParams().id ?? ''} />
    </PremiumOnlyPage>
  );
}
