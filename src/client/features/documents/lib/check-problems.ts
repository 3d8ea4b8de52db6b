// What a section's check-your-answers page lists as still missing: each problem with the page and
// the question it belongs to, in words ("Earlier bankruptcy cases, Earlier case 1: When was it
// filed? Enter a date"), never a bare "Required".
import { CASE_FILE_SECTION_TITLES, type CaseFileDraft, type CaseFileSection } from '#shared/case-file/index.ts';
import type { FieldSpec, FormValues, Words } from '#client/lib/forms/field-specs.ts';
import type { InterviewPage } from './interview-pages.ts';
import { checkSection, pageOwnsPath, rowsOfPage } from './section-values.ts';

const wordsOf = (words: Words) => (typeof words === 'string' ? words : words.raw);

/** The label of the question at `path` (relative to `specs`), looking inside lists and branches. */
function labelIn(specs: readonly FieldSpec[], path: string): string | undefined {
  for (const spec of specs) {
    if (spec.kind === 'keep' || spec.kind === 'fixed') continue;
    if (spec.kind === 'when') {
      const inner = labelIn(spec.fields, path);
      if (inner) return inner;
      continue;
    }
    if (spec.kind === 'list' && path.startsWith(`${spec.name}.`)) {
      const [index, ...rest] = path.slice(spec.name.length + 1).split('.');
      const inner = labelIn(spec.fields, rest.join('.'));
      return `${wordsOf(spec.itemLabel)} ${Number(index) + 1}${inner ? `: ${inner}` : ''}`;
    }
    if (path === spec.name || path.startsWith(`${spec.name}.`) || spec.name.startsWith(`${path}.`)) return wordsOf(spec.label);
  }
  return undefined;
}

/** The question of `page` a problem at `path` is about, in words. */
export function questionAt(page: InterviewPage, path: string, values: FormValues): string | undefined {
  const { list } = page;
  if (list && path.startsWith(`${list.key}.`)) {
    const [index, ...rest] = path.slice(list.key.length + 1).split('.');
    // The row's place among the rows this page shows (a new row belongs to the page it was added on).
    const position = rowsOfPage(page, values).findIndex((shown) => shown.index === Number(index)) + 1;
    const inner = labelIn(list.fields, rest.join('.'));
    return `${list.itemLabel} ${position}${inner ? `: ${inner}` : ''}`;
  }
  if (page.custom?.owns.some((owned) => path === owned || path.startsWith(`${owned}.`))) return 'Your bankruptcy district';
  return labelIn(page.fields ?? [], path);
}

export interface SectionProblem {
  message: string;
  /** The page where it is fixed, when one of the asked pages shows it. */
  pageId?: string;
}

/** The section's problems, each naming its page and question. */
export function sectionProblems(section: CaseFileSection, values: FormValues, draft: CaseFileDraft, pages: readonly InterviewPage[]): SectionProblem[] {
  return checkSection(section, values, draft).issues.map((issue) => {
    const message = issue.message === 'Required' ? 'Answer this question' : issue.message;
    const page = pages.find((candidate) => pageOwnsPath(candidate, issue.path, values));
    if (!page) return { message: `${CASE_FILE_SECTION_TITLES[section]}: ${message}` };
    // "Vehicle 3 is empty" names its row already.
    const question = / is empty: /.test(message) ? undefined : questionAt(page, issue.path, values);
    return { message: `${page.title}${question ? `, ${question}` : ''}: ${message}`, pageId: page.id };
  });
}
