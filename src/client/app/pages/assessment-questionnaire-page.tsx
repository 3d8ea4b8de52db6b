import { useParams } from 'react-router';
import { QuestionnaireScreen } from '#client/features/assessment/components/questionnaire.tsx';
import { PremiumOnlyPage, usePremiumPageTexts } from '../premium-only-page.tsx';

/** /assessment/questionnaire/{id}: the questionnaire, for members. */
export default function Page() {
  const texts = usePremiumPageTexts('page.assessment-questionnaire.heading');
  return (
    <PremiumOnlyPage {...texts}>
      <QuestionnaireScreen id={useParams().id ?? ''} />
    </PremiumOnlyPage>
  );
}
