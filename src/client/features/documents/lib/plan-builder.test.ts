import { describe, expect, it } from 'vitest';
import { caseFileDraftSchema } from '#shared/case-file/index.ts';
import { planSectionSchema } from '#shared/case-file/plan-section.ts';
import { jointCoupleCaseFile } from '#shared/case-file/fixtures/joint-couple.ts';
import { chapter13EligibilityOf } from '#shared/documents/chapter13/eligibility.ts';
import { completeCaseFile, fixesFor, formOf, planAssessmentOf, planView, sectionOf } from './plan-builder.ts';

function draft() {
  const input = jointCoupleCaseFile();
  input.filing = { ...input.filing, chapter: 13 };
  return caseFileDraftSchema.parse(input);
}

describe('the plan builder on the fixture household saving its home', () => {
  const caseFile = completeCaseFile(draft())!;
  // The server's answer, as GET /api/documents/:id/chapter13-eligibility gives it.
  const answer = chapter13EligibilityOf(caseFile, 'chapter13-complete');
  const assessment = planAssessmentOf(answer)!;

  it('reads the case as complete, below the median, and eligible for Chapter 13', () => {
    expect(caseFile).not.toBeNull();
    expect(assessment.context.isAboveMedian).toBe(false);
    expect(answer.status).toBe('eligible');
    expect(assessment.medianText).toMatch(/^below the median for a household of \d/);
  });

  it('starts from each debt’s usual treatment and the suggested payment, and the typed form round-trips to the section', () => {
    const form = formOf(draft());
    expect(form.secured.map((row) => [row.debtId, row.treatment])).toEqual([
      ['d-mortgage', 'maintain-and-cure'],
      ['d-car', 'pay-in-full'],
    ]);
    const section = planSectionSchema.parse(sectionOf(form, false));
    const view = planView(caseFile, section, assessment.context);
    expect(view.suggestion.input.monthlyPaymentCents).toBe(85_000);
    expect(view.plan.feasible).toBe(true);
    expect(planSectionSchema.parse(sectionOf({ ...form, payment: '900.50', length: '48', fee: '8%' }, false))).toMatchObject({ monthlyPaymentCents: 90_050, planLengthMonths: 48, trusteeFeePercent: 8 });
    expect(planSectionSchema.safeParse(sectionOf({ ...form, length: 'forty' }, false)).success).toBe(false);
  });

  it('leaves the tax refund and vesting questions out until answered, keeps the words only under "other", and asks for them there', () => {
    const form = formOf(draft());
    expect(form.taxRefunds).toEqual({ choice: '', otherText: '' });
    expect(sectionOf(form, false)).not.toHaveProperty('taxRefunds');
    const answered = { ...form, taxRefunds: { choice: 'turn-over', otherText: 'left over from before' }, vesting: { choice: 'other', otherText: ' On closing of the case. ' } };
    const section = planSectionSchema.parse(sectionOf(answered, false));
    expect(section).toMatchObject({ taxRefunds: { choice: 'turn-over' }, vesting: { choice: 'other', otherText: 'On closing of the case.' } });
    expect(section.taxRefunds).not.toHaveProperty('otherText');
    const saved = caseFileDraftSchema.parse({ ...draft(), plan: section });
    expect(formOf(saved)).toMatchObject({ taxRefunds: { choice: 'turn-over', otherText: '' }, vesting: { choice: 'other', otherText: 'On closing of the case.' } });
    const blank = planSectionSchema.safeParse(sectionOf({ ...form, vesting: { choice: 'other', otherText: '  ' } }, false));
    expect(blank.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['vesting.otherText', 'Write when your property goes back to you']]);
  });

  it('says in plain words what would make a short plan work: a payment, a length, or property to give back', () => {
    const form = formOf(draft());
    const section = planSectionSchema.parse(sectionOf({ ...form, payment: '800' }, false));
    const { plan } = planView(caseFile, section, assessment.context);
    expect(plan.feasible).toBe(false);
    const fixes = fixesFor(caseFile, section, assessment.context, plan);
    expect(fixes[0]).toMatch(/^Raise the payment to \$\d[\d,]*\.\d\d a month\.$/);
    // Below the median (3-year commitment), a longer plan needs the court's approval for cause: §1322(d)(2).
    expect(fixes).toContainEqual(expect.stringMatching(/^Lengthen the plan to \d+ months\. A plan longer than 36 months needs the court’s approval for a good reason \(11 U\.S\.C\. §1322\(d\)\(2\)\)\.$/));
  });
});
