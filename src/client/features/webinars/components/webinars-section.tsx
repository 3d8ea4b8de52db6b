import * as React from 'react';
import { apiJson } from '#client/lib/api/api-json.ts';
import { NEXT_WEBINAR_PATH } from '#client/lib/query-keys/next-webinar.ts';
import { Prose } from '#client/components/layout/prose.tsx';
import { cn } from '#client/lib/cn.ts';
import webinars, { sections as webinarSections } from '#content/en/webinars.md';

const getNextWebinar = apiJson(() => import('#shared/contracts/webinars.ts').then((c) => c.nextWebinarResponseSchema));

/**
 * Whether an admin has scheduled an upcoming webinar (the public GET /api/webinars/next). False
 * until the answer arrives and when the call fails, so nobody is invited to something that does
 * not exist; the prerendered page (no webinar) and the first browser render agree.
 */
export function useWebinarScheduled(): boolean {
  const [isScheduled, setScheduled] = React.useState(false);
  React.useEffect(() => {
    const controller = new AbortController();
    getNextWebinar(NEXT_WEBINAR_PATH, { signal: controller.signal }).then(
      (answer) => setScheduled(answer.webinar !== null),
      () => setScheduled(false),
    );
    return () => controller.abort();
  }, []);
  return isScheduled;
}

/**
 * The free webinars section (`#webinars`, spec 2.3): the text of content/en/webinars.md and a
 * call to action chosen by the page. Its id is the target of the 'Free Webinars' links.
 */
export function WebinarsSection({ children, className }: { children?: React.ReactNode; className?: string }) {
  return (
    <section id="webinars" tabIndex={-1} aria-labelledby={webinarSections[0]?.id} className={cn('scroll-mt-4 focus-visible:outline-none', className)}>
      <div className="flex flex-col gap-4 rounded-lg border border-border bg-secondary/60 p-5 sm:p-6">
        <Prose content={webinars} className="prose-compact" />
        {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
