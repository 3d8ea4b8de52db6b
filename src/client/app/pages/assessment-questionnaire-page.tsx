import { useParams } from 'react-router';
import { QuestionnaireScreen } from '#client/features/assessment/components/questionnaire.tsx';
import { PremiumOnlyPage, usePremiumPage } from '../premium-only-page.tsx';

/** /assessment/questionnaire/{id}: the questionnaire, for members. */
export default function Page() {
  const page = usePremiumPage('assessment-questionnaire');
  return (
    <PremiumOnlyPage {...page}>
      <QuestionnaireScreen id={useParams().id ?? ''} />
    </PremiumOnlyPage>
  );
}
