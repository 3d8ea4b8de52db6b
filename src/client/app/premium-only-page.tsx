import type * as React from 'react';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { usePremiumAccess } from '#client/features/billing/hooks/use-premium-access.ts';
import { PremiumGate, type GateAccess } from '#client/features/premium-gate/components/premium-gate.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import '#client/i18n/en/premium.ts';
import { useScheduleToolAccess } from './use-schedule-tool-access.ts';

interface GatedProps {
  heading: string;
  feature: string;
  children: React.ReactNode;
}

function Gated({ access, opensWithCourse, heading, feature, children }: GatedProps & { access: GateAccess; opensWithCourse: boolean }) {
  if (access.state === 'granted') return <PageContainer className="py-6 sm:py-10">{children}</PageContainer>;
  return (
    <PremiumGate access={access} heading={heading} feature={feature} allowPreview={false} opensWithCourse={opensWithCourse}>
      {() => null}
    </PremiumGate>
  );
}

function PremiumGated(props: GatedProps) {
  return <Gated access={usePremiumAccess()} opensWithCourse={false} {...props} />;
}

/** The schedule completion tool's pages: premium or the Chapter 7 course opens them (spec 6). */
function ScheduleToolGated(props: GatedProps) {
  return <Gated access={useScheduleToolAccess()} opensWithCourse {...props} />;
}

/**
 * A page of a premium tool with no preview (spec 2.16): members see `children` (which owns the h1),
 * everyone else the gate with `heading` as the h1. `scheduleTool`: the course enrollment opens it too.
 */
export function PremiumOnlyPage({ heading, feature, scheduleTool = false, children }: GatedProps & { scheduleTool?: boolean }) {
  const Gate = scheduleTool ? ScheduleToolGated : PremiumGated;
  return (
    <QueryProvider>
      <Gate heading={heading} feature={feature}>
        {children}
      </Gate>
    </QueryProvider>
  );
}

/** The same for pages whose texts need a hook: the route's texts, resolved inside. */
export function usePremiumPageTexts(headingKey: 'page.assessment-questionnaire.heading' | 'page.assessment-results.heading' | 'page.document-edit.heading') {
  const t = useT();
  return { heading: t(headingKey), feature: t(headingKey === 'page.document-edit.heading' ? 'page.documents.heading' : 'page.assessment.heading') };
}
