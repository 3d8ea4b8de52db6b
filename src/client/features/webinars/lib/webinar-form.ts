import { z } from 'zod';
import { webinarInputSchema, type AdminWebinar } from '#shared/contracts/webinars.ts';
import { isoToZonedLocal, zonedLocalToIso } from '#client/lib/zoned-time.ts';

/**
 * What the webinar form holds: the start as a wall-clock time (`2026-07-01T19:00`) in the chosen
 * zone and the length as typed. The contract wants an instant and a number of minutes.
 */
export interface WebinarFormValues {
  title: string;
  description: string;
  startsAt: string;
  timeZone: string;
  durationMinutes: string;
  joinUrl: string;
  isCanceled: boolean;
}

export const EMPTY_WEBINAR_FORM: WebinarFormValues = { title: '', description: '', startsAt: '', timeZone: 'America/New_York', durationMinutes: '60', joinUrl: '', isCanceled: false };

export function webinarFormValuesOf(webinar: AdminWebinar): WebinarFormValues {
  return {
    title: webinar.title,
    description: webinar.description,
    startsAt: isoToZonedLocal(webinar.startsAt, webinar.timeZone),
    timeZone: webinar.timeZone,
    durationMinutes: String(webinar.durationMinutes),
    joinUrl: webinar.joinUrl,
    isCanceled: webinar.isCanceled,
  };
}

/** The shared contract, read from the form's boxes: same rules and messages as the server's. */
export const webinarFormSchema = z.preprocess((raw) => {
  const values = raw as WebinarFormValues;
  return {
    ...values,
    // An incomplete or impossible time becomes '' so the contract's own message shows.
    startsAt: zonedLocalToIso(values.startsAt, values.timeZone) ?? '',
    durationMinutes: values.durationMinutes.trim() === '' ? Number.NaN : Number(values.durationMinutes),
  };
}, webinarInputSchema);
