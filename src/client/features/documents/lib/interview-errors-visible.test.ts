// Every "Required" the interview can say names a control the person can see: for each section,
// blank answers and a new row on each list page (each kind of row where the page offers several)
// give problems only at paths some asked page of the section draws a control for, each in words
// that name what to do; a box whose hint says to leave it blank takes a blank.
import { describe, expect, it } from 'vitest';
import { CASE_FILE_SECTIONS, type CaseFileSection } from '#shared/case-file/index.ts';
import { fieldPaths, readPath, writePath, type FormValues } from '#client/lib/forms/field-specs.ts';
import { pagesOfSection, type InterviewPage } from './interview-pages.ts';
import { everyPageDraft, savedCouple } from './test-drafts.ts';
import { ADDED_ON, checkSection, controlPaths, pageOwnsPath, sectionToForm } from './section-values.ts';

const saved = savedCouple;
const draft = everyPageDraft;

/** Blank answers, then blank answers with one new row on a list page (of each kind the page offers). */
function answerSets(section: CaseFileSection, pages: readonly InterviewPage[]): Array<{ name: string; values: FormValues }> {
  const sets = [{ name: 'blank', values: sectionToForm(section, undefined) }];
  for (const page of pages) {
    const { list } = page;
    if (!list) continue;
    const kinds = list.fields.find((field) => field.kind === 'select' && field.name === 'line');
    const lines = kinds?.kind === 'select' ? kinds.choices.map((choice) => choice.value) : [undefined];
    for (const line of lines) {
      const values = sectionToForm(section, undefined);
      const row: FormValues = { ...list.blank(), [ADDED_ON]: page.id, ...(line === undefined ? {} : { line }) };
      writePath(values, list.key, [...((readPath(values, list.key) as FormValues[] | undefined) ?? []), row]);
      sets.push({ name: `a new row on ${page.id}${line === undefined ? '' : ` (line ${line})`}`, values });
    }
  }
  return sets;
}

describe('every problem the interview reports is at a control the person can see', () => {
  const sections = CASE_FILE_SECTIONS.filter((section) => pagesOfSection(section, draft).length > 0);
  for (const section of sections) {
    it(`the ${section} section`, () => {
      const pages = pagesOfSection(section, draft);
      const hidden: string[] = [];
      for (const { name, values } of answerSets(section, pages)) {
        const controls = controlPaths(section, values, draft);
        for (const issue of checkSection(section, values, draft).issues) {
          const drawn = controls.some((control) => issue.path === control || issue.path.startsWith(`${control}.`));
          const page = pages.find((candidate) => pageOwnsPath(candidate, issue.path, values));
          // Zod's bare "Required" is said of a group (a whole object left out), never of a box.
          if (!drawn || !page || issue.message === 'Required') hidden.push(`${name}: ${issue.path} (${issue.message})`);
        }
      }
      expect(hidden).toEqual([]);
    });
  }
});

describe('a box whose hint says "leave blank if none" takes a blank', () => {
  for (const section of CASE_FILE_SECTIONS.filter((s) => pagesOfSection(s, draft).length > 0)) {
    it(`the ${section} section`, () => {
      const values = sectionToForm(section, undefined);
      const blankable = pagesOfSection(section, draft)
        .flatMap((page) => fieldPaths(page.fields ?? []))
        .filter(({ spec }) => 'hint' in spec && typeof spec.hint === 'object' && /leave (it )?blank/i.test(spec.hint.raw))
        .map(({ name }) => name);
      const refused = checkSection(section, values, draft).issues.filter((issue) => blankable.some((name) => issue.path === name || issue.path.startsWith(`${name}.`)));
      expect(refused).toEqual([]);
    });
  }

  it('counts the blank Schedule I lines 5 and 8 as $0', () => {
    const values = sectionToForm('income', saved.income as FormValues);
    const debtor = (values.scheduleI as FormValues).debtor as FormValues;
    for (const group of ['payrollDeductions', 'otherIncome']) for (const key of Object.keys(debtor[group] as FormValues)) (debtor[group] as FormValues)[key] = '';
    debtor.monthlyOvertime = '';
    const check = checkSection('income', values, draft);
    expect(check.issues).toEqual([]);
    const person = (check.value as { scheduleI: { debtor: { monthlyOvertime: number; payrollDeductions: Record<string, number>; otherIncome: Record<string, number> } } }).scheduleI.debtor;
    expect(person.monthlyOvertime).toBe(0);
    expect(new Set([...Object.values(person.payrollDeductions), ...Object.values(person.otherIncome)])).toEqual(new Set([0]));
  });
});
