// One case-file section as the interview's form holds it (text as typed, dollars as typed) and
// back, across the section's pages: plain fields merge, and a list shared by several pages (the
// property list, the debts) converts each row with the fields of the page it belongs to. A list's
// key may be a dotted path (Form 107's `answers.6.entries`).
import { z } from 'zod';
import { caseFileSectionSchemas, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { fieldPaths, mergeDeep as merge, readPath, toForm, toModel, writePath, type FormValues } from '#client/lib/forms/field-specs.ts';
import { INTERVIEW_PAGES, interviewPath, type InterviewPage } from './interview-pages.ts';

const allPagesOf = (section: CaseFileSection) => INTERVIEW_PAGES.filter((page) => page.section === section);

/**
 * On a row added by a list page, in the form only (never saved): the page it was added on. It keeps
 * a row whose kind is not chosen yet (a vehicle before "car" or "boat") on that page.
 */
export const ADDED_ON = 'addedOn';

/**
 * The page of a list row: the page of its kind (its Schedule A/B line, its kind of debt); until its
 * kind is chosen, the page it was added on; else the last page of that list, so no row is ever hidden.
 */
export function pageOfRow(pages: readonly InterviewPage[], key: string, row: FormValues): InterviewPage | undefined {
  const showing = pages.filter((page) => page.list?.key === key);
  return showing.find((page) => page.list!.matches(row)) ?? showing.find((page) => page.id === row[ADDED_ON]) ?? showing.at(-1);
}

/** The rows of a list page's list that it shows, with their index in the whole list. */
export function rowsOfPage(page: InterviewPage, values: FormValues): Array<{ row: FormValues; index: number }> {
  if (!page.list) return [];
  const { key } = page.list;
  const found = readPath(values, key);
  const rows = Array.isArray(found) ? (found as FormValues[]) : [];
  const pages = allPagesOf(page.section);
  return rows.map((row, index) => ({ row, index })).filter(({ row }) => pageOfRow(pages, key, row)?.id === page.id);
}

function listKeys(pages: readonly InterviewPage[]): string[] {
  return [...new Set(pages.flatMap((page) => (page.list ? [page.list.key] : [])))];
}

/** The saved section → the form's values (every page of the section, asked or not, so nothing saved is lost). */
export function sectionToForm(section: CaseFileSection, model: FormValues | undefined): FormValues {
  const pages = allPagesOf(section);
  const saved = model ?? {};
  const out: FormValues = {};
  for (const page of pages) if (page.fields) merge(out, toForm(page.fields, saved));
  for (const key of listKeys(pages)) {
    const found = readPath(saved, key);
    const rows = Array.isArray(found) ? (found as FormValues[]) : [];
    const converted = rows.map((row) => {
      const page = pageOfRow(pages, key, row);
      // What tells a row's page (its Schedule A/B line, its kind of debt) stays on the row.
      const steering: FormValues = {};
      if (row.line !== undefined) steering.line = String(row.line);
      if (row.kind !== undefined) steering.kind = row.kind;
      return page?.list ? { ...steering, ...toForm(page.list.fields, row) } : row;
    });
    writePath(out, key, converted);
  }
  return out;
}

/** The form's values → the section as the case file holds it, for the pages this person is asked. */
export function formToSection(section: CaseFileSection, values: FormValues, draft: CaseFileDraft): FormValues {
  const all = allPagesOf(section);
  const asked = interviewPath(draft).filter((page) => page.section === section);
  const out: FormValues = {};
  for (const page of all) if (page.whenSkipped && !asked.includes(page)) merge(out, structuredClone(page.whenSkipped));
  for (const page of asked) if (page.fields) merge(out, toModel(page.fields, values));
  for (const key of listKeys(all)) {
    const found = readPath(values, key);
    const rows = Array.isArray(found) ? (found as FormValues[]) : [];
    writePath(
      out,
      key,
      rows.map((row) => {
        const page = pageOfRow(all, key, row);
        return page?.list ? toModel(page.list.fields, row) : row;
      }),
    );
  }
  return out;
}

export interface SectionCheck {
  ok: boolean;
  value?: FormValues;
  issues: Array<{ path: string; message: string }>;
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
const under = (path: string, parent: string) => path === parent || path.startsWith(`${parent}.`);

/** The form paths of the controls the section's asked pages show for these values (a list row's fields on its row's page). */
export function controlPaths(section: CaseFileSection, values: FormValues, draft: CaseFileDraft): string[] {
  const paths: string[] = [];
  for (const page of interviewPath(draft).filter((candidate) => candidate.section === section)) {
    paths.push(...fieldPaths(page.fields ?? []).map(({ name }) => name), ...(page.custom?.owns ?? []));
    const { list } = page;
    if (list) for (const { index } of rowsOfPage(page, values)) paths.push(...fieldPaths(list.fields).map(({ name }) => `${list.key}.${index}.${name}`));
  }
  return paths;
}

/** A problem of a group of answers (`otherIncome`: "Required") is said at its group's first control, which the person can see. */
function towardControl(path: string, controls: readonly string[]): string {
  if (controls.some((control) => under(path, control))) return path;
  return controls.find((control) => control.startsWith(`${path}.`)) ?? path;
}

/**
 * Rows with every answer blank (added, then left): never part of a saved section, even where the
 * schema would take them (Form 107's entries), and said once ("Vehicle 2 is empty") at the row's first control.
 */
function emptyRows(section: CaseFileSection, values: FormValues, draft: CaseFileDraft): Array<{ row: string; path: string; message: string }> {
  return interviewPath(draft)
    .filter((page) => page.section === section && page.list)
    .flatMap((page) => {
      const list = page.list!;
      const names = fieldPaths(list.fields).map(({ name }) => name);
      return rowsOfPage(page, values).flatMap(({ row, index }, position) =>
        names.every((name) => isEmpty(readPath(row, name))) ? [{ row: `${list.key}.${index}`, path: `${list.key}.${index}.${names[0]}`, message: `${list.itemLabel} ${position + 1} is empty: fill it in or remove it` }] : [],
      );
    });
}

/** The section's schema over the form's values: the saved value when complete, else the problems by form path, each at a control the person sees. */
export function checkSection(section: CaseFileSection, values: FormValues, draft: CaseFileDraft): SectionCheck {
  const schema = caseFileSectionSchemas[section] as unknown as z.ZodTypeAny;
  const model = formToSection(section, values, draft);
  let result = schema.safeParse(model);
  const controls = controlPaths(section, values, draft);
  // A group left blank altogether (the district, a person's employer) is missing from the model, and
  // Zod says only "Required": checked again as an empty group, each of its boxes says what it needs.
  for (let round = 0; round < 4 && !result.success; round += 1) {
    const missing = result.error.issues.map((issue) => issue.path.join('.')).filter((path) => readPath(model, path) === undefined && controls.some((control) => control.startsWith(`${path}.`)));
    if (missing.length === 0) break;
    for (const path of missing) writePath(model, path, {});
    result = schema.safeParse(model);
  }
  const empty = emptyRows(section, values, draft);
  if (result.success && empty.length === 0) return { ok: true, value: result.data as FormValues, issues: [] };
  const issues = (result.success ? [] : result.error.issues)
    .map((issue) => ({ path: towardControl(issue.path.join('.'), controls), message: issue.message }))
    .filter((issue) => !empty.some(({ row }) => under(issue.path, row)));
  return { ok: false, issues: [...issues, ...empty.map(({ path, message }) => ({ path, message }))] };
}

/** Whether a problem at `path` (a form path) is one this page shows. */
export function pageOwnsPath(page: InterviewPage, path: string, values: FormValues): boolean {
  const { list } = page;
  if (list && under(path, list.key)) {
    const index = path.slice(list.key.length + 1).split('.')[0];
    if (!index) return true;
    const row = (readPath(values, list.key) as FormValues[] | undefined)?.[Number(index)];
    return row !== undefined && pageOfRow(allPagesOf(page.section), list.key, row)?.id === page.id;
  }
  if (page.custom?.owns.some((owned) => under(path, owned))) return true;
  return fieldPaths(page.fields ?? []).some(({ name }) => under(path, name) || name.startsWith(`${path}.`));
}

/**
 * The schema of one page for `useZodForm`: the whole section is checked, and only the problems of
 * this page's fields are reported (a later page's missing answers are not this page's fault).
 */
export function pageSchema(page: InterviewPage, draft: CaseFileDraft) {
  return z.unknown().transform((raw, ctx) => {
    const values = (raw ?? {}) as FormValues;
    const check = checkSection(page.section, values, draft);
    for (const issue of check.issues) {
      if (pageOwnsPath(page, issue.path, values)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path.split('.'), message: issue.message });
    }
    return values;
  });
}
