/**
 * The cover sheet of the Chapter 13 package: the Chapter 7 package's sheet (what is inside, what to
 * sign, the fee, where to file, counseling, deadlines) with Chapter 13's debtor education deadline
 * and a note on the district's own plan form: some districts require a local plan form instead of,
 * or beside, Official Form 113, so the person checks the court's website (the project's court data)
 * before filing.
 */
import { getTimingRule } from '#shared/law/figures.ts';
import { localChapter13PlanForm } from '#shared/law/data/local-chapter13-plan-forms.ts';
import { BANKRUPTCY_COURTS } from '../../../modules/resources/data/bankruptcy-courts.ts';
import { coverSheet, type CoverSheet, type CoverSheetInput } from '../chapter7/cover-sheet.ts';

const EDUCATION_HEADING = 'After you file: the debtor education course';

export function chapter13CoverSheet(input: CoverSheetInput): CoverSheet {
  const sheet = coverSheet(input);
  const date = new Date(`${input.filingDate}T12:00:00Z`);
  const education = getTimingRule('debtorEducationChapter13', date);
  const court = BANKRUPTCY_COURTS.find((c) => c.districtCode === input.caseFile.filing.district.code);
  const where = court?.website ? `the court’s website, ${court.website}` : 'the court’s website (uscourts.gov lists every court)';
  const local = localChapter13PlanForm(input.caseFile.filing.district.code);
  const planForm = {
    heading: 'Your district’s Chapter 13 plan form',
    paragraphs: local
      ? [
          `Your court, the ${court?.districtName ?? input.caseFile.filing.district.name}, requires its own plan form, “${local.formName}”, instead of Official Form 113 (Bankruptcy Rule 3015.1). File that form, not the Form 113 in this package. Get the newest version on ${where}.`,
          'Copy the choices and amounts of the plan in this package onto it; the plan builder’s figures stay the same. If the court’s form asks for something this package does not, ask the Chapter 13 trustee’s office or legal aid.',
          `Source: ${local.source}.`,
        ]
      : [
          `Some bankruptcy courts require their own local Chapter 13 plan form instead of Official Form 113, or extra local plan provisions. Before you file, look under local rules and forms on ${where}.`,
          'If your district has a local plan form, copy the choices and amounts of the plan in this package onto it; the plan builder’s figures stay the same.',
        ],
  };
  const sections = sheet.sections.flatMap((section) => {
    if (section.heading === EDUCATION_HEADING) {
      return [{ heading: section.heading, paragraphs: [`Take the debtor education (financial management) course ${education.value} (${education.officialSource}). Without its certificate the court will not grant a discharge.`] }];
    }
    return section.heading === 'Where to file' ? [section, planForm] : [section];
  });
  return { ...sheet, sections };
}
