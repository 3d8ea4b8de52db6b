import { DEFAULT_LOCALE } from '#shared/format/locale.ts';

/**
 * Webinar times are entered as a wall-clock time in the zone the webinar is announced in
 * (an `<input type="datetime-local">` value plus a time zone), whatever zone the admin's
 * browser is in. These helpers convert between that and the UTC instant the API stores.
 */

/** US time zones offered for webinars, in the order people usually list them (Eastern first). */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;
export type UsTimeZone = (typeof US_TIME_ZONES)[number];

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat(DEFAULT_LOCALE, {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallClockAsUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  const wholeSeconds = Math.floor(instant.getTime() / 1000) * 1000;
  return wallClockAsUtc - wholeSeconds;
}

/** `2025-05-06T19:00` in America/Chicago → `2025-05-07T00:00:00.000Z`; null for an incomplete value. */
export function zonedLocalToIso(local: string, timeZone: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(asUtc)) return null;
  try {
    // The offset at the guessed instant, then again at the corrected one: right across DST changes.
    const firstOffset = zoneOffsetMs(new Date(asUtc), timeZone);
    let instant = asUtc - firstOffset;
    const secondOffset = zoneOffsetMs(new Date(instant), timeZone);
    if (secondOffset !== firstOffset) instant = asUtc - secondOffset;
    return new Date(instant).toISOString();
  } catch {
    return null;
  }
}

/** The reverse: a stored instant as the `datetime-local` value of its webinar's zone. */
export function isoToZonedLocal(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const local = new Date(instant.getTime() + zoneOffsetMs(instant, timeZone));
  return local.toISOString().slice(0, 16);
}
