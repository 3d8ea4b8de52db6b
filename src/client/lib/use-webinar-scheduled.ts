import * as React from 'react';
import { apiJson } from '#client/lib/api/api-json.ts';
import { NEXT_WEBINAR_PATH } from '#client/lib/query-keys/next-webinar.ts';

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
