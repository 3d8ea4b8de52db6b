/**
 * Districts known to require their own Chapter 13 plan form instead of Official Form 113, as Rule
 * 3015.1 allows (one local form per district, adopted after public notice and comment). Only
 * districts we found a public source for are listed; every other district is told to check its
 * court's local rules and forms (issue 39 item 18). Dated by the source seen, not by today.
 */
export interface LocalChapter13PlanForm {
  /** District code as in the court data (e.g. 'njd'). */
  districtCode: string;
  /** The form's name as the court gives it. */
  formName: string;
  /** The public source we read, by name and date. */
  source: string;
}

export const LOCAL_CHAPTER13_PLAN_FORMS: readonly LocalChapter13PlanForm[] = [
  {
    districtCode: 'njd',
    formName: 'Chapter 13 Plan and Motions',
    source: 'U.S. Bankruptcy Court for the District of New Jersey, local form "Chapter 13 Plan and Motions", revision of September 1, 2018 (public copies seen in 2026)',
  },
  {
    districtCode: 'insd',
    formName: 'Local Form Chapter 13 Plan',
    source: 'U.S. Bankruptcy Court for the Southern District of Indiana, local rules (insb.uscourts.gov): "The Court has adopted a Local Form for the Chapter 13 plan … which replaces Official Form 113 as permitted by Fed.R.Bankr.P. 3015.1" (seen in 2026)',
  },
];

export function localChapter13PlanForm(districtCode: string): LocalChapter13PlanForm | undefined {
  return LOCAL_CHAPTER13_PLAN_FORMS.find((form) => form.districtCode === districtCode);
}
