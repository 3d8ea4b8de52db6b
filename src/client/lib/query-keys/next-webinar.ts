/**
 * The key of the "next webinar" query: read by the signups feature (hero dialog), refreshed by
 * the webinars feature's admin screen. Features do not import each other, so the key lives here,
 * once.
 */
export const NEXT_WEBINAR_PATH = '/api/webinars/next';

export const nextWebinarKeys = {
  all: [NEXT_WEBINAR_PATH] as const,
};
