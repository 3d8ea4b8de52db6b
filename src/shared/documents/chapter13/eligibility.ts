/**
 * Chapter 13 eligibility of a case file, before the Chapter 13 package starts and again at Generate:
 * the eligibility engine's §109(e) check (debt limits in force on the planned filing date, regular
 * income) on the household the case file describes, and the case file's own chapter. Pure.
 */
import { type CaseFile, type CaseFileDraft, CASE_FILE_SECTION_TITLES, householdFromCaseFile, missingCaseFileSections } from '../../case-file/index.ts';
import type { Chapter13EligibilityResponse } from '../../contracts/chapter13-eligibility.ts';
import type { DocumentPackageId } from '../../document-packages.ts';
import { assessEligibility } from '../../law/eligibility/assess.ts';
import { householdSchema } from '../../law/household/household.ts';

const EMPTY = { regularIncome: null, withinDebtLimits: null, securedDebtCents: null, unsecuredDebtCents: null, limits: null, reasons: [], missingSections: [], meansTest: null };

/** The packages whose plan builder needs the means test. */
const PLAN_PACKAGES: readonly DocumentPackageId[] = ['chapter13-complete', 'amended-chapter13-plan'];

export function chapter13EligibilityOf(caseFile: CaseFileDraft, packageId: DocumentPackageId): Chapter13EligibilityResponse {
  const filingDate = caseFile.filing?.plannedFilingDate ?? null;
  if (!PLAN_PACKAGES.includes(packageId)) return { status: 'not-applicable', filingDate, ...EMPTY };
  const missing = missingCaseFileSections(caseFile);
  if (missing.length > 0 || !filingDate) {
    return { status: packageId === 'chapter13-complete' ? 'incomplete' : 'not-applicable', filingDate, ...EMPTY, missingSections: missing.map((section) => CASE_FILE_SECTION_TITLES[section]) };
  }
  const household = householdSchema.parse(householdFromCaseFile(caseFile as CaseFile));
  const result = assessEligibility(household, filingDate);
  const { median, annualizedIncomeCents, form122A2 } = result.meansTest;
  const meansTest = {
    annualizedIncomeCents,
    medianCents: median.valueCents,
    householdSize: median.householdSize,
    stateName: median.stateName,
    medianEffectiveDate: median.effectiveDate,
    monthlyDisposableIncomeCents: form122A2?.monthlyDisposableIncomeCents ?? null,
  };
  if (packageId !== 'chapter13-complete') return { status: 'not-applicable', filingDate, ...EMPTY, meansTest };
  const { chapter13 } = result;
  const reasons = result.reasons.filter((reason) => reason.id.startsWith('chapter13-'));
  if (caseFile.filing?.chapter !== 13) {
    reasons.push({
      id: 'chapter13-case-file-chapter',
      fact: `Your answers say you are filing under Chapter ${caseFile.filing?.chapter ?? 7}.`,
      rule: 'The Chapter 13 package prepares a Chapter 13 petition and plan.',
      effect: 'Change “Chapter you are filing under” to Chapter 13 in the filing section, or start the Chapter 7 package instead.',
      citation: 'Official Form 101, line 7',
      severity: 'critical',
    });
  }
  const { securedCents, unsecuredCents, effectiveDate, source } = chapter13.limits;
  return {
    status: chapter13.eligible && caseFile.filing?.chapter === 13 ? 'eligible' : 'not-eligible',
    filingDate,
    regularIncome: chapter13.regularIncome,
    withinDebtLimits: chapter13.withinDebtLimits,
    securedDebtCents: chapter13.securedDebtCents,
    unsecuredDebtCents: chapter13.unsecuredDebtCents,
    limits: { securedCents, unsecuredCents, effectiveDate, source },
    reasons,
    missingSections: [],
    meansTest,
  };
}
