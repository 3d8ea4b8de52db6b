import type * as React from 'react';
import type { EnrollCourseButtonProps } from '#client/features/billing/components/enroll-course-button.tsx';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';

// The payment code follows the page (it would push /chapter7 and / over their JavaScript budget).
const loadEnrollButton = () => import('#client/features/billing/components/enroll-course-button.tsx');

/**
 * The billing feature's Enroll button for pages of other features (the course section, the home
 * sidebar): `placeholder` shows until the payment code has loaded after hydration (and without
 * JavaScript). Composed here because features do not import each other.
 */
export function DeferredEnrollButton({ placeholder, ...props }: EnrollCourseButtonProps & { placeholder: React.ReactNode }) {
  const enroll = useDeferredModule(loadEnrollButton);
  return enroll.module ? <enroll.module.EnrollCourseButton {...props} /> : placeholder;
}
