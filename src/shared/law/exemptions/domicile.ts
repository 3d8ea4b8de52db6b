/**
 * Whose exemption law applies: 11 U.S.C. §522(b)(3)(A). The state where the person was domiciled
 * for the 730 days right before filing; if there is none, the state where they were domiciled for
 * the longer part of the 180 days before those 730 days. If that state's exemptions protect only
 * people who live there (or the rule leaves no state), the federal list of §522(d) applies (the
 * paragraph after §522(b)(3)). Pure: dates are ISO days, compared as UTC calendar days.
 */
import { formatIsoDate } from '../../format/dates.ts';

export interface Residence {
  stateCode: string;
  /** First day lived there (YYYY-MM-DD). */
  from: string;
  /** Last day lived there; absent: still lives there. */
  to?: string;
}

export interface DomicileResult {
  /** The state whose exemptions apply; null when the answers do not settle it. */
  stateCode: string | null;
  rule: 'whole730Days' | 'longerPartOf180Days' | 'unknown';
  /** True when the federal list applies instead (the state protects only its residents, or no state). */
  federalFallback: boolean;
  /** Plain words: why this state's law applies. */
  reason: string;
  citation: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days in [from, to] (both included) each state covers, from the residences. */
function daysByState(residences: readonly Residence[], from: number, to: number, filingDay: number): Map<string, number> {
  const days = new Map<string, number>();
  for (const residence of residences) {
    const start = Math.max(from, dayNumber(residence.from));
    const end = Math.min(to, residence.to ? dayNumber(residence.to) : filingDay);
    if (end >= start) days.set(residence.stateCode, (days.get(residence.stateCode) ?? 0) + end - start + 1);
  }
  return days;
}

function monthsBetween(fromDay: number, toDay: number): number {
  const a = new Date(fromDay * DAY_MS);
  const b = new Date(toDay * DAY_MS);
  return (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + b.getUTCMonth() - a.getUTCMonth() - (b.getUTCDate() < a.getUTCDate() ? 1 : 0);
}

export interface DomicileOptions {
  /** State names for the words people read ("Ohio"). */
  stateName: (code: string) => string;
  /**
   * Whether a state's exemptions protect only people who live there. Our data does not record it,
   * so the default is "not known", and the reason says to ask.
   */
  protectsOnlyResidents?: (code: string) => boolean | undefined;
}

const CITATION = '11 U.S.C. § 522(b)(3)(A)';

/** The state whose exemptions apply to a case filed on `filingDate`, with the reason in plain words. */
export function exemptionDomicile(residences: readonly Residence[], filingDate: string, options: DomicileOptions): DomicileResult {
  const filingDay = dayNumber(filingDate);
  const lastDay = filingDay - 1;
  const first730 = filingDay - 730;
  const name = options.stateName;
  const recent = daysByState(residences, first730, lastDay, filingDay);
  const whole = [...recent.entries()].find(([, days]) => days >= 730);
  if (whole) {
    return { stateCode: whole[0], rule: 'whole730Days', federalFallback: false, reason: `You have lived in ${name(whole[0])} for the last two years, so ${name(whole[0])}’s exemptions apply.`, citation: CITATION };
  }
  const earlier = [...daysByState(residences, first730 - 180, first730 - 1, filingDay).entries()].sort((a, b) => b[1] - a[1]);
  const [top, second] = earlier;
  // Days of the 180 the answers do not cover could belong to any state.
  const uncovered = 180 - earlier.reduce((sum, [, days]) => sum + days, 0);
  if (!top || top[1] <= (second?.[1] ?? 0) + uncovered) {
    return {
      stateCode: null,
      rule: 'unknown',
      federalFallback: false,
      reason: `Tell us where you lived between ${formatIsoDate(isoOf(first730 - 180))} and ${formatIsoDate(isoOf(first730 - 1))}: the state you lived in for most of that time decides which exemptions you use.`,
      citation: CITATION,
    };
  }
  const stateCode = top[0];
  const current = residences.find((r) => !r.to || dayNumber(r.to) >= lastDay);
  const movedOn = residences.filter((r) => r.stateCode === stateCode && r.to).map((r) => dayNumber(r.to!)).sort((a, b) => b - a)[0];
  const months = movedOn === undefined ? undefined : monthsBetween(movedOn, filingDay);
  const moved = movedOn === undefined ? '' : `You moved from ${name(stateCode)} ${months === 1 ? '1 month' : `${months} months`} ago, so `;
  const onlyResidents = current && current.stateCode !== stateCode ? options.protectsOnlyResidents?.(stateCode) : false;
  if (onlyResidents) {
    return {
      stateCode,
      rule: 'longerPartOf180Days',
      federalFallback: true,
      reason: `${moved || ''}${name(stateCode)}’s law would decide, but its exemptions protect only people who live there. So the federal exemptions apply.`,
      citation: `${CITATION} and the paragraph after § 522(b)(3)`,
    };
  }
  const unsure = onlyResidents === undefined && current && current.stateCode !== stateCode
    ? ` If ${name(stateCode)}’s exemptions protect only people who live there, the federal exemptions apply instead: ask a legal aid office.`
    : '';
  return {
    stateCode,
    rule: 'longerPartOf180Days',
    federalFallback: false,
    reason: `${moved ? `${moved}${name(stateCode)}’s exemptions apply.` : `You lived in ${name(stateCode)} for most of the 180 days before the last two years, so ${name(stateCode)}’s exemptions apply.`}${unsure}`,
    citation: CITATION,
  };
}
