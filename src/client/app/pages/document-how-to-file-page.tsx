import { useParams } from 'react-router';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { HowToFilePage } from '#client/features/documents/components/how-to-file-page.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** /documents/{id}/how-to-file: signed in is enough (a buyer files their package after a membership ends); the server checks the owner. */
export default function Page() {
  const id = useParams().id ?? '';
  return (
    <QueryProvider>
      <PageContainer width="narrow" className="py-6 sm:py-10">
        <HowToFilePage key={id} id={id} />
      </PageContainer>
    </QueryProvider>
  );
}
