/**
 * The engine's answer in spec 3's words (the analysis card) and in plain sentences. Every figure
 * printed here is a field of the EligibilityResult: nothing is worked out again.
 */
import type { DebtAnalysis } from '#shared/contracts/counseling.ts';
import type { EligibilityResult, RiskBand } from '#shared/law/eligibility/index.ts';
import { formatCents } from '#shared/format/money.ts';
import { formatIsoDate as day } from '#shared/format/dates.ts';

const RISK_LEVEL: Record<RiskBand, DebtAnalysis['riskLevel']> = { high: 'high', medium: 'medium', low: 'low', very_low: 'low' };


export function toDebtAnalysis(result: EligibilityResult): DebtAnalysis {
  return {
    totalDebt: result.debts.totalCents / 100,
    monthlyIncome: result.meansTest.currentMonthlyIncomeCents / 100,
    riskLevel: RISK_LEVEL[result.band],
    confidence: result.confidence,
    recommendation: result.recommendation,
    riskScore: result.riskScore,
    bandLabel: result.bandLabel,
    recommendationLabel: result.recommendationLabel,
  };
}

/** The reasons that matter most, strongest first, as "fact → effect". */
export function keyReasons(result: EligibilityResult, count = 4): string[] {
  const order = { critical: 0, warning: 1, info: 2 } as const;
  return [...result.reasons]
    .sort((a, b) => order[a.severity] - order[b.severity])
    .slice(0, count)
    .map((reason) => `${reason.fact} ${reason.effect} (${reason.citation})`);
}

/**
 * What stands in the way of Chapter 7 today, from the engine's own findings: a discharge bar (why and
 * until when) or a transfer or payment a trustee can undo. Empty when nothing does.
 */
export function notChapter7Now(result: EligibilityResult): string[] {
  const lines: string[] = [];
  const bar = result.timingBars.filter((b) => b.chapter === 7 && b.barred).sort((a, b) => b.dischargeAvailableFrom.localeCompare(a.dischargeAvailableFrom))[0];
  if (bar) {
    lines.push(
      `Not Chapter 7 now: you got a discharge in a Chapter ${bar.priorChapter} case filed ${day(bar.priorFilingDate)}, so a Chapter 7 case filed before ${day(bar.dischargeAvailableFrom)} would not end with a discharge (${bar.citation}). From ${day(bar.dischargeAvailableFrom)}, Chapter 7 can be looked at again.`,
    );
  }
  for (const reason of result.reasons.filter((r) => r.id === 'transfer-for-less-than-value' || r.id === 'preferential-payments')) {
    lines.push(`Not Chapter 7 on your own now: ${reason.fact} ${reason.effect} (${reason.citation})`);
  }
  return lines;
}

export function analysisText(result: EligibilityResult, assumptions: string[]): string {
  const { meansTest, chapter13 } = result;
  const lines = [
    `Here is what our eligibility engine found, for a case filed on ${result.filingDate}:`,
    `• Total debt: ${formatCents(result.debts.totalCents, { cents: 'auto' })}. Monthly income under the means test: ${formatCents(meansTest.currentMonthlyIncomeCents, { cents: 'auto' })}.`,
    `• Risk score: ${result.riskScore} of 100 (${result.bandLabel}). This measures financial distress, not whether you qualify.`,
    `• Means test: your yearly income (${formatCents(meansTest.annualizedIncomeCents, { cents: 'auto' })}) is ${meansTest.outcome === 'at-or-below-median' ? 'at or below' : 'above'} the median of ${formatCents(meansTest.median.valueCents, { cents: 'auto' })} for a household of ${meansTest.median.householdSize} in ${meansTest.median.stateName} (table in force from ${meansTest.median.effectiveDate}).`,
    `• Chapter 13: ${chapter13.eligible ? 'you appear eligible' : 'you do not appear eligible'} (debt limits ${formatCents(chapter13.limits.securedCents, { cents: 'auto' })} secured and ${formatCents(chapter13.limits.unsecuredCents, { cents: 'auto' })} unsecured, in force from ${chapter13.limits.effectiveDate}).`,
    `What this points to: ${result.recommendationLabel}. Confidence: ${result.confidence}%.`,
    ...notChapter7Now(result),
    ...keyReasons(result).map((reason) => `• ${reason}`),
    `I assumed that ${assumptions.join('; ')}. The full risk assessment (/assessment) asks about these and gives a detailed result you can download.`,
    'This is general education, not legal advice. Ask me "what should I do?" for the next steps, or "start over" to begin again.',
  ];
  return lines.join('\n');
}

export function recommendationText(result: EligibilityResult): string {
  const next: Record<EligibilityResult['recommendation'], string> = {
    chapter7:
      'Chapter 7 looks like the usual fit. Next steps: read our Chapter 7 guide (/chapter7), take the required credit counseling course from an approved provider, and gather your pay stubs, tax returns and bills (/preparation).',
    chapter13:
      'Chapter 13 looks like the usual fit: a plan of several years that can let you keep property and catch up missed payments. Read our Chapter 13 guide (/chapter13); a Chapter 13 plan is complex, so an attorney or legal aid office is strongly recommended.',
    alternatives:
      'Bankruptcy may not be your best first step. A nonprofit credit counselor can review a debt management plan with you, and you can negotiate with creditors. Our preparation page (/preparation) explains the options.',
    consult_attorney:
      'Something in your situation needs a lawyer before you file. Use our resource matcher (/resources?tab=resource-matching) to find legal aid or a bankruptcy attorney near you.',
  };
  return [
    `The engine's recommendation: ${result.recommendationLabel}.`,
    ...notChapter7Now(result),
    next[result.recommendation],
    'Why:',
    ...keyReasons(result, 3).map((reason) => `• ${reason}`),
    'This is general education, not legal advice: a bankruptcy attorney or legal aid office can tell you what fits your case.',
  ].join('\n');
}
