import { FaqSearch } from '#client/features/faqs/components/faq-search.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** The answers search of the not-found page, loaded after it shows (it needs the data library). */
export default function NotFoundSearch({ headingId }: { headingId: string }) {
  return (
    <QueryProvider>
      <FaqSearch headingId={headingId} />
    </QueryProvider>
  );
}
