/**
 * Waiting periods between discharges (§727(a)(8), (a)(9), §1328(f)) and the automatic stay limits
 * for a repeat filing within a year (§362(c)(3), (c)(4)). Periods run filing date to filing date.
 */
import { getTimingRule, type TimingRuleId } from '../figures.ts';
import type { Household } from '../household/household.ts';
import { formatIsoDate as day } from '../../format/dates.ts';
import { addPeriod } from './dates.ts';
import type { AutomaticStayLimit, EstimateNote, Reason, TimingBar } from './types.ts';

const citationOf = (id: TimingRuleId, onDate: Date): string => `11 U.S.C. §${getTimingRule(id, onDate).officialSource.replace(/^11 U\.S\.C\. /, '')}`;

/**
 * Which waiting period an earlier case sets for a new one. §727(a)(8) counts earlier Chapter 7 and
 * 11 cases, §727(a)(9) earlier Chapter 12 and 13 cases; §1328(f)(1) counts Chapter 7, 11 and 12
 * cases, §1328(f)(2) Chapter 13 cases.
 */
function ruleFor(priorChapter: number, newChapter: 7 | 13): TimingRuleId {
  if (newChapter === 7) return priorChapter === 7 || priorChapter === 11 ? 'repeatDischargeChapter7AfterChapter7' : 'repeatDischargeChapter7AfterChapter13';
  return priorChapter === 13 ? 'repeatDischargeChapter13AfterChapter13' : 'repeatDischargeChapter13AfterChapter7';
}

export function dischargeTimingBars(household: Household, filingDay: string, filingDate: Date): { bars: TimingBar[]; reasons: Reason[] } {
  const bars: TimingBar[] = [];
  const reasons: Reason[] = [];
  for (const prior of household.history.priorCases.filter((c) => c.result === 'discharged')) {
    for (const chapter of [7, 13] as const) {
      const id = ruleFor(prior.chapter, chapter);
      const rule = getTimingRule(id, filingDate);
      const availableFrom = addPeriod(prior.filingDate, rule.period!);
      let barred = filingDay < availableFrom;
      const citation = citationOf(id, filingDate);
      // §727(a)(9)(A): a plan that paid 100 % lifts the bar outright. §727(a)(9)(B): 70 % lifts it only
      // if the court finds the plan was proposed in good faith and was the debtor's best effort, so the
      // bar stands until a court says so.
      const paid = prior.chapter13PlanPaidPercent ?? 0;
      if (barred && id === 'repeatDischargeChapter7AfterChapter13') {
        if (paid >= 100) barred = false;
        else if (paid >= (rule.percent ?? Infinity)) {
          bars.push({ chapter, priorChapter: prior.chapter, priorFilingDate: prior.filingDate, dischargeAvailableFrom: availableFrom, barred, citation, liftedIfCourtFindsBestEffort: true });
          reasons.push({
            id: 'discharge-bar-chapter7-unless-best-effort',
            fact: `Your Chapter 13 plan in the case filed on ${day(prior.filingDate)} paid ${paid} % of your unsecured debts.`,
            rule: `A Chapter 7 discharge within ${rule.value.replace(/ filing date to filing date$/, '')} of a Chapter 13 case is allowed when that plan paid all unsecured debts, or at least ${rule.percent} % if the court finds the plan was made in good faith and was your best effort.`,
            effect: `Paying ${paid} % is not enough by itself. A Chapter 7 case filed before ${day(availableFrom)} ends with a discharge only if the court makes that finding. Talk to a bankruptcy attorney first.`,
            citation: `${citation}(B)`,
            severity: 'critical',
          });
          continue;
        }
      }
      bars.push({ chapter, priorChapter: prior.chapter, priorFilingDate: prior.filingDate, dischargeAvailableFrom: availableFrom, barred, citation });
      if (barred) {
        reasons.push({
          id: `discharge-bar-chapter${chapter}`,
          fact: `You received a discharge in a Chapter ${prior.chapter} case filed on ${day(prior.filingDate)}.`,
          rule: `A Chapter ${chapter} discharge needs ${rule.value} after an earlier Chapter ${prior.chapter} case.`,
          effect: `A Chapter ${chapter} case filed before ${day(availableFrom)} would not end with a discharge of your debts.`,
          citation,
          severity: 'critical',
        });
      }
    }
  }
  return { bars, reasons };
}

export function automaticStayLimit(household: Household, filingDay: string, filingDate: Date): { limit: AutomaticStayLimit; reasons: Reason[]; notes: EstimateNote[] } {
  const one = getTimingRule('automaticStayAfterOneDismissal', filingDate);
  const two = getTimingRule('automaticStayAfterTwoDismissals', filingDate);
  const yearBefore = addPeriod(filingDay, one.period!, -1);
  // A dismissed case was pending within the year if it ended on or after the day a year before filing.
  const dismissed = household.history.priorCases.filter((c) => c.result === 'dismissed' && (c.endDate ?? c.filingDate) >= yearBefore && (c.endDate ?? c.filingDate) <= filingDay);
  const reasons: Reason[] = [];
  const undated = household.history.priorCases.filter((c) => c.result === 'dismissed' && !c.endDate && c.filingDate < yearBefore);
  const notes: EstimateNote[] = undated.map((c) => ({
    figure: `Earlier Chapter ${c.chapter} case filed ${day(c.filingDate)}`,
    why: 'We do not know when it was dismissed; if that was within the year before filing, the automatic stay is limited.',
  }));
  const openCase = household.history.priorCases.find((c) => c.result === 'open');
  if (openCase) {
    reasons.push({
      id: 'open-case',
      fact: `You have a Chapter ${openCase.chapter} case filed on ${day(openCase.filingDate)} that is still open.`,
      rule: 'A new case while another is open is rarely allowed and needs a lawyer’s advice.',
      effect: 'Talk to a bankruptcy attorney before filing again.',
      citation: 'Freshman v. Atkins, 269 U.S. 121 (1925) (one case at a time for the same debts)',
      severity: 'critical',
    });
  }
  if (dismissed.length >= (two.count ?? Infinity)) {
    const citation = citationOf('automaticStayAfterTwoDismissals', filingDate);
    reasons.push({
      id: 'automatic-stay-does-not-start',
      fact: `${dismissed.length} of your earlier cases were dismissed within the year before ${day(filingDay)}.`,
      rule: two.value,
      effect: 'Filing would not stop collection, foreclosure or garnishment on its own; a court order would be needed quickly.',
      citation,
      severity: 'critical',
    });
    return { limit: { dismissedCasesWithinYear: dismissed.length, limit: 'does-not-start', citation }, reasons, notes };
  }
  if (dismissed.length >= (one.count ?? Infinity)) {
    const citation = citationOf('automaticStayAfterOneDismissal', filingDate);
    reasons.push({
      id: 'automatic-stay-ends-after-30-days',
      fact: `One of your earlier cases was dismissed within the year before ${day(filingDay)}.`,
      rule: one.value,
      // §362(c)(3)(B): the court may extend the stay only after notice and a hearing completed before
      // the 30-day period ends, so filing the motion in time is not enough.
      effect: `The protection from creditors would end ${one.extendedPeriod?.max ?? ''} ${one.extendedPeriod?.unit ?? ''} after filing unless the court extends it. To extend it, a motion must be filed, sent to your creditors and heard by the court before that day. File the motion with your petition or right after, and talk to a lawyer.`.replace(/\s+/g, ' '),
      citation,
      severity: 'warning',
    });
    return { limit: { dismissedCasesWithinYear: dismissed.length, limit: 'ends-after-30-days', citation }, reasons, notes };
  }
  return { limit: { dismissedCasesWithinYear: dismissed.length, limit: 'none', citation: null }, reasons, notes };
}
