import { ASSESSMENT_DISCLAIMER, type AssessmentDetail, type AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatCents } from '#shared/format/money.ts';
import { MEDIAN_ESTIMATE_LABEL } from '#shared/law/figures.ts';
import { writeTextPdf, type PdfBlock } from './text-pdf.ts';


/** The printable summary of a completed assessment: score, level, recommendation, reasons with citations, means test, disclaimer. */
export function summaryPdf(detail: AssessmentDetail, result: AssessmentResult, site: { siteName: string }): Promise<Buffer> {
  const label = detail.id.slice(-8);
  const completedOn = formatIsoDate((detail.completedAt ?? detail.updatedAt).slice(0, 10));
  const { meansTest } = result;
  const blocks: PdfBlock[] = [
    { style: 'title', text: `Risk assessment ${label}` },
    { style: 'small', text: `${site.siteName} - completed ${completedOn} - assumes filing on ${formatIsoDate(result.filingDate)}` },
    { style: 'heading', text: 'Your result' },
    { style: 'text', text: `Risk score: ${result.riskScore} out of 100 (${result.bandLabel})` },
    { style: 'text', text: `Recommendation: ${result.recommendationLabel}` },
    { style: 'text', text: `Confidence of the estimate: ${Math.round(result.confidence)}%` },
    { style: 'heading', text: 'Means test (Official Form 122A-1)' },
    { style: 'text', text: `Current monthly income: ${formatCents(meansTest.currentMonthlyIncomeCents, { cents: 'auto' })} (average of the six full months before the filing month)` },
    { style: 'text', text: `Yearly income: ${formatCents(meansTest.annualizedIncomeCents, { cents: 'auto' })}` },
    {
      style: 'text',
      text: `Median income for a household of ${meansTest.median.householdSize} in ${meansTest.median.stateName}: ${formatCents(meansTest.median.valueCents, { cents: 'auto' })} (table in force from ${formatIsoDate(meansTest.median.effectiveDate)})${meansTest.median.needsCheck ? ` — ${MEDIAN_ESTIMATE_LABEL}` : ''}`,
    },
    { style: 'text', text: meansTest.outcome === 'above-median' ? 'Your income is above the median.' : 'Your income is at or below the median.' },
    { style: 'small', text: `Source: ${meansTest.median.officialSource}` },
  ];
  if (meansTest.form122A2) {
    const estimate = meansTest.form122A2;
    blocks.push({
      style: 'text',
      text: `Form 122A-2 estimate: monthly disposable income ${formatCents(estimate.monthlyDisposableIncomeCents, { cents: 'auto' })}, ${formatCents(estimate.sixtyMonthDisposableIncomeCents, { cents: 'auto' })} over 60 months; the presumption of abuse ${estimate.presumption === 'arises' ? 'arises' : 'does not arise'} (thresholds in force from ${formatIsoDate(estimate.thresholds.effectiveDate)}).`,
    });
  }
  blocks.push({ style: 'heading', text: 'Why' });
  for (const reason of result.reasons) {
    blocks.push({ style: 'text', text: `- ${reason.fact} ${reason.rule} ${reason.effect}` }, { style: 'small', text: `  ${reason.citation}` });
  }
  if (result.estimateNotes.length > 0) {
    blocks.push({ style: 'heading', text: 'What is estimated' });
    for (const note of result.estimateNotes) blocks.push({ style: 'text', text: `- ${note.figure}: ${note.why}` });
  }
  blocks.push({ style: 'heading', text: 'Important' }, { style: 'text', text: ASSESSMENT_DISCLAIMER });
  return writeTextPdf(blocks, { title: `Risk assessment ${label}`, producer: site.siteName });
}
