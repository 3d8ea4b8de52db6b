import type * as React from 'react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';

function Gated({ heading, feature, children }: { heading: string; feature: string; children: React.ReactNode }) {
  const access = usePremiumAccess();
  if (access.state === 'granted') return <PageContainer className="py-6 sm:py-10">{children}</PageContainer>;
  return (
    <PremiumGate access={access} heading={heading} feature={feature} allowPreview={false}>
      {() => null}
    </PremiumGate>
  );
}

/**
 * A page of a premium tool with no preview (spec 2.16): members see `children` (which owns the h1),
 * everyone else the gate with `heading` as the h1.
 */
export function PremiumOnlyPage({ heading, feature, children }: { heading: string; feature: string; children: React.ReactNode }) {
  return (
    <QueryProvider>
      <Gated heading={heading} feature={feature}>
        {children}
      </Gated>
    </QueryProvider>
  );
}

/** The same for pages whose texts need a hook: the route's texts, resolved inside. */
export function usePremiumPageTexts(headingKey: 'page.assessment-questionnaire.heading' | 'page.assessment-results.heading' | 'page.document-edit.heading') {
  const t = useT();
  return { heading: t(headingKey), feature: t(headingKey === 'page.document-edit.heading' ? 'page.documents.heading' : 'page.assessment.heading') };
}
