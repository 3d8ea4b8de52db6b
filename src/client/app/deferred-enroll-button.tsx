import * as React from 'react';
import type { EnrollCourseButtonProps } from '#client/features/billing/components/enroll-course-button.tsx';
import { useDeferredModuleWhenNear } from '#client/lib/use-deferred-module.ts';

// The payment code follows the page (it would push /chapter7 and / over their JavaScript budget),
// once the button comes within a screen: on both pages it is far below a phone's first screen, and
// starting its import (a preload link for each of its modules) was work the first screen waited for.
const loadEnrollButton = () => import('#client/features/billing/components/enroll-course-button.tsx');

/**
 * The billing feature's Enroll button for pages of other features (the course section, the home
 * sidebar): `placeholder` shows until the payment code has loaded (and without JavaScript).
 * Composed here because features do not import each other.
 */
export function DeferredEnrollButton({ placeholder, ...props }: EnrollCourseButtonProps & { placeholder: React.ReactNode }) {
  const place = React.useRef<HTMLDivElement>(null);
  const enroll = useDeferredModuleWhenNear(loadEnrollButton, place);
  return <div ref={place}>{enroll.module ? <enroll.module.EnrollCourseButton {...props} /> : placeholder}</div>;
}
