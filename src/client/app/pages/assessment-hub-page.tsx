import { AssessmentHub } from '#client/features/assessment/components/assessment-hub.tsx';
import { paidAccessOf } from '#shared/routes.ts';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';

/** The Risk Assessment hub (spec 2.9) behind the premium gate with a preview (2.16). */
function AssessmentPage() {
  const t = useT();
  const access = usePremiumAccess(paidAccessOf('assessment'));
  return (
    <PremiumGate access={access} heading={t('page.assessment.heading')} intro={t('assessment.intro')} feature={t('page.assessment.heading')} allowPreview>
      {(mode) => <AssessmentHub mode={mode} />}
    </PremiumGate>
  );
}

export default function Page() {
  return (
    <QueryProvider>
      <AssessmentPage />
    </QueryProvider>
  );
}
