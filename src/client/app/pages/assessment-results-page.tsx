import { useParams } from 'react-router';
import { ResultsScreen } from '#client/features/assessment/components/results-screen.tsx';
import { PremiumOnlyPage, usePremiumPage } from '../premium-only-page.tsx';

/** /assessment/results/{id}: a completed assessment's results, for members (the charts load with this page only). */
export default function Page() {
  const page = usePremiumPage('assessment-results');
  return (
    <PremiumOnlyPage {...page}>
      <ResultsScreen id={useParams().id ?? ''} />
    </PremiumOnlyPage>
  );
}
