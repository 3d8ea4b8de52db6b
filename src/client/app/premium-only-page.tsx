import type * as React from 'react';
import type { PaidAccessLevel } from '#shared/access/access-levels.ts';
import { paidAccessOf } from '#shared/routes.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { PremiumGate } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';

interface PremiumOnlyPageProps {
  heading: string;
  feature: string;
  /** What opens the page, as the server's policy names it: 'schedule-tool' is opened by the course too (spec 6). */
  access: PaidAccessLevel;
  children: React.ReactNode;
}

function Gated({ access, heading, feature, children }: PremiumOnlyPageProps) {
  const state = usePremiumAccess(access);
  if (state.state === 'granted') return <PageContainer className="py-6 sm:py-10">{children}</PageContainer>;
  return (
    <PremiumGate access={state} heading={heading} feature={feature} allowPreview={false} opensWithCourse={access === 'schedule-tool'}>
      {() => null}
    </PremiumGate>
  );
}

/**
 * A page of a premium tool with no preview (spec 2.16): those the server lets in see `children`
 * (which owns the h1), everyone else the gate with `heading` as the h1.
 */
export function PremiumOnlyPage(props: PremiumOnlyPageProps) {
  return (
    <QueryProvider>
      <Gated {...props} />
    </QueryProvider>
  );
}

/** The texts and access level of a page behind the premium gate, from the page table. */
export function usePremiumPage(id: 'assessment-questionnaire' | 'assessment-results' | 'document-edit') {
  const t = useT();
  const heading = t(`page.${id}.heading`);
  return { heading, feature: t(id === 'document-edit' ? 'page.documents.heading' : 'page.assessment.heading'), access: paidAccessOf(id) };
}
