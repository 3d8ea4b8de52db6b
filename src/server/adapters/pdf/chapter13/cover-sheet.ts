/**
 * The cover sheet of the Chapter 13 package: the Chapter 7 package's sheet (what is inside, what to
 * sign, the fee, where to file, counseling, deadlines) with Chapter 13's debtor education deadline
 * and a note on the district's own plan form: some districts require a local plan form instead of,
 * or beside, Official Form 113, so the person checks the court's website (the project's court data)
 * before filing.
 */
import { getTimingRule } from '#shared/law/figures.ts';
import { BANKRUPTCY_COURTS } from '../../../modules/resources/data/bankruptcy-courts.ts';
import { coverSheet, type CoverSheet, type CoverSheetInput } from '../chapter7/cover-sheet.ts';

const EDUCATION_HEADING = 'After you file: the debtor education course';

export function chapter13CoverSheet(input: CoverSheetInput): CoverSheet {
  const sheet = coverSheet(input);
  const date = new Date(`${input.filingDate}T12:00:00Z`);
  const education = getTimingRule('debtorEducationChapter13', date);
  const court = BANKRUPTCY_COURTS.find((c) => c.districtCode === input.caseFile.filing.district.code);
  const where = court?.website ? `the court’s website, ${court.website}` : 'the court’s website (uscourts.gov lists every court)';
  const planForm = {
    heading: 'Your district’s Chapter 13 plan form',
    paragraphs: [
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
