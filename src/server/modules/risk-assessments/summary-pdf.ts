import { ASSESSMENT_DISCLAIMER, RECOMMENDATION_LABELS, RISK_BAND_LABELS, type AssessmentDetail, type AssessmentResult } from '#shared/contracts/risk-assessments.ts';
import { formatIsoDate } from '#shared/format/dates.ts';
import { formatDollars } from '#shared/format/money.ts';
import { writeTextPdf, type PdfBlock } from './text-pdf.ts';

const dollars = (cents: number) => formatDollars(cents / 100);

/** The printable summary of a completed assessment: score, level, recommendation, reasons with citations, means test, disclaimer. */
export function summaryPdf(detail: AssessmentDetail, result: AssessmentResult, site: { siteName: string }): Buffer {
  const blocks: PdfBlock[] = [
    { style: 'title', text: `Risk assessment ${detail.id.slice(-8)}` },
    { style: 'small', text: `${site.siteName} · completed ${formatIsoDate((detail.completedAt ?? detail.updatedAt).slice(0, 10))} · assumes filing on ${formatIsoDate(result.filingDate)}` },
    { style: 'heading', text: 'Your result' },
    { style: 'text', text: `Risk score: ${result.riskScore} out of 100 (${RISK_BAND_LABELS[result.band]})` },
    { style: 'text', text: `Recommendation: ${RECOMMENDATION_LABELS[result.recommendation]}` },
    { style: 'text', text: `Confidence: ${Math.round(result.confidence)}%` },
  ];
  const meansTest = result.meansTest;
  if (meansTest) {
    blocks.push(
      { style: 'heading', text: 'Means test (Form 122A-1)' },
      { style: 'text', text: `Current monthly income: ${dollars(meansTest.currentMonthlyIncomeCents)} (average of ${meansTest.months.length} months)` },
      { style: 'text', text: `Yearly: ${dollars(meansTest.annualizedIncomeCents)}` },
      {
        style: 'text',
        text: `State median for a household of ${meansTest.householdSize} in ${meansTest.stateCode}: ${dollars(meansTest.medianIncomeCents)} (table in force from ${formatIsoDate(meansTest.tableEffectiveDate)})`,
      },
      { style: 'text', text: meansTest.isAboveMedian ? 'Your income is above the median.' : 'Your income is at or below the median.' },
    );
  }
  blocks.push({ style: 'heading', text: 'Why' });
  for (const reason of result.reasons) {
    blocks.push({ style: 'text', text: `- ${reason.fact} ${reason.rule} ${reason.effect}` }, { style: 'small', text: `  ${reason.citation}` });
  }
  if (result.estimateNotes.length > 0) {
    blocks.push({ style: 'heading', text: 'What is estimated' });
    for (const note of result.estimateNotes) blocks.push({ style: 'text', text: `- ${note}` });
  }
  blocks.push({ style: 'heading', text: 'Important' }, { style: 'text', text: ASSESSMENT_DISCLAIMER });
  return writeTextPdf(blocks, { title: `Risk assessment ${detail.id.slice(-8)}` });
}
