/**
 * The cross-form checks of the Chapter 7 package, run on the forms' values before Generate (the
 * pure checks are in #shared/documents/chapter7/cross-checks.ts). Each issue says which section
 * of the interview to open to fix it.
 */
import type { CaseFile, CaseFileSection } from '#shared/case-file/index.ts';
import type { PackageCheckIssue } from '#shared/contracts/document-pdfs.ts';
import { codebtorsHaveDebts, type CrossCheckIssue, exemptionsWithinLimits, meansTestMatchesScheduleI, securedDebtsHaveIntentions, summaryMatchesSchedules } from '#shared/documents/chapter7/cross-checks.ts';
import { statementOfIntentionEntries } from '../forms/108/definition.ts';
import { LAW_TABLES } from '../forms/tables.ts';
import type { FormValues } from '../forms/types.ts';
import { valuesResolver } from '../package.ts';

/** 106Sum's lines and the schedule line each copies. */
const SUMMARY_LINES = [
  { summaryLine: '1a', form: '106A/B', line: '55', schedule: 'Schedule A/B line 55' },
  { summaryLine: '1b', form: '106A/B', line: '62', schedule: 'Schedule A/B line 62' },
  { summaryLine: '2a', form: '106D', line: 'totalClaims', schedule: 'Schedule D (total claims)' },
  { summaryLine: '3a', form: '106E/F', line: '6e', schedule: 'Schedule E/F line 6e' },
  { summaryLine: '3b', form: '106E/F', line: '6j', schedule: 'Schedule E/F line 6j' },
  { summaryLine: '4', form: '106I', line: '12', schedule: 'Schedule I line 12' },
  { summaryLine: '5', form: '106J', line: '22c', schedule: 'Schedule J line 22c' },
] as const;

/** Where each check is fixed in the interview. */
const SECTION_OF_CHECK: Record<string, CaseFileSection> = {
  'summary-differs-from-schedule': 'property',
  'means-test-differs-from-schedule-i': 'income',
  'secured-debt-without-intention': 'debts',
  'codebtor-without-debt': 'codebtors',
  'exemption-above-value': 'exemptions',
  'exemption-above-entered-limit': 'exemptions',
  'exemption-above-limit': 'exemptions',
};

const amount = (values: FormValues | undefined, line: string) => {
  const value = values?.[line];
  return typeof value === 'number' ? value : null;
};

/** Every mismatch between the forms of the package, with the section to fix it in; empty when they agree. */
export function chapter7PackageChecks(caseFile: CaseFile, filingDate: string): PackageCheckIssue[] {
  const valuesOf = valuesResolver(caseFile, filingDate, LAW_TABLES);
  const summary = valuesOf('106Sum');
  const summaryIssues = summaryMatchesSchedules({
    lines: SUMMARY_LINES.map((l) => ({ summaryLine: l.summaryLine, schedule: l.schedule, summaryCents: amount(summary, l.summaryLine), scheduleCents: amount(valuesOf(l.form), l.line) })),
  });
  const secured = statementOfIntentionEntries(caseFile).map((entry) => entry.debt);
  const issues: CrossCheckIssue[] = [
    ...summaryIssues,
    ...meansTestMatchesScheduleI(caseFile),
    ...securedDebtsHaveIntentions(secured, new Map(secured.map((debt) => [debt.id, debt.intention]))),
    ...codebtorsHaveDebts(caseFile),
    ...exemptionsWithinLimits(caseFile),
  ];
  return issues.map((issue) => ({ ...issue, section: SECTION_OF_CHECK[issue.check] ?? 'filing' }));
}
