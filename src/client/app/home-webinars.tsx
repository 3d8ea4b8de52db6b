import * as React from 'react';
import { useWebinarScheduled } from '#client/features/webinars/components/webinars-section.tsx';

// Loaded after hydration: without a scheduled webinar (the usual case) nothing shows.
export { WebinarsSection } from '#client/features/webinars/components/webinars-section.tsx';

/** Tells the home page whether an admin has scheduled a webinar, once the answer arrives. */
export function WebinarScheduleWatcher({ onChange }: { onChange: (isScheduled: boolean) => void }) {
  const isScheduled = useWebinarScheduled();
  React.useEffect(() => onChange(isScheduled), [isScheduled, onChange]);
  return null;
}
