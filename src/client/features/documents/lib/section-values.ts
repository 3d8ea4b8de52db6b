// One case-file section as the interview's form holds it (text as typed, dollars as typed) and
// back, across the section's pages: plain fields merge, and a list shared by several pages (the
// property list, the debts) converts each row with the fields of the page it belongs to. A list's
// key may be a dotted path (Form 107's `answers.6.entries`).
import { z } from 'zod';
import { caseFileSectionSchemas, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import { mergeDeep as merge, readPath, toForm, toModel, writePath, type FormValues } from '#client/lib/forms/field-specs.ts';
import { INTERVIEW_PAGES, interviewPath, type InterviewPage } from './interview-pages.ts';

const allPagesOf = (section: CaseFileSection) => INTERVIEW_PAGES.filter((page) => page.section === section);

/** The page of a list row (the first page of the section showing that list whose rows it matches). */
export function pageOfRow(pages: readonly InterviewPage[], key: string, row: FormValues): InterviewPage | undefined {
  return pages.find((page) => page.list?.key === key && page.list.matches(row));
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

/** The section's schema over the form's values: the saved value when complete, else the problems by form path. */
export function checkSection(section: CaseFileSection, values: FormValues, draft: CaseFileDraft): SectionCheck {
  const schema = caseFileSectionSchemas[section] as unknown as z.ZodTypeAny;
  const result = schema.safeParse(formToSection(section, values, draft));
  if (result.success) return { ok: true, value: result.data as FormValues, issues: [] };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };
}

/** Whether a problem at `path` (a form path) is one this page shows. */
export function pageOwnsPath(page: InterviewPage, path: string, values: FormValues): boolean {
  const { list } = page;
  if (list && (path === list.key || path.startsWith(`${list.key}.`))) {
    const index = path.slice(list.key.length + 1).split('.')[0];
    if (!index) return true;
    const row = (readPath(values, list.key) as FormValues[] | undefined)?.[Number(index)];
    return row !== undefined && list.matches(row);
  }
  if (page.custom?.owns.some((owned) => path === owned || path.startsWith(`${owned}.`))) return true;
  return (page.fields ?? []).some((field) => field.kind !== 'keep' && field.kind !== 'fixed' && (path === field.name || path.startsWith(`${field.name}.`) || field.name.startsWith(`${path}.`)));
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
