import * as React from 'react';
import { Link } from 'react-router';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { formatIsoMonth } from '#shared/format/dates.ts';
import { incomeMonthsBefore } from '#shared/law/means-test.ts';
import { CASE_FILE_SECTION_TITLES, type CaseFileSection } from '#shared/case-file/index.ts';
import { Button } from '#client/components/ui/button.tsx';
import { ErrorSummary } from '#client/components/ui/error-summary.tsx';
import { type FieldSpec, type FormValues, type Words } from '#client/lib/forms/field-specs.ts';
import { pagesOfSection, type InterviewPage } from '../lib/interview-pages.ts';
import { workingDraft } from '../lib/interview-steps.ts';
import { readLocalDraft, typingNotInAccount } from '../lib/local-draft.ts';
import { rowsOfPage } from '../lib/section-values.ts';
import { sectionProblems } from './section-problems.ts';
import { startingValues } from './interview-page.tsx';

const wordsOf = (words: Words | undefined) => (words === undefined ? '' : typeof words === 'string' ? words : words.raw);

function read(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), values);
}

/** One answer as the person typed or chose it, in words. */
function describe(spec: FieldSpec, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  switch (spec.kind) {
    case 'money':
      return `$${String(value)}`;
    case 'yesNo':
      return value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '';
    case 'select':
    case 'radio':
      return wordsOf(spec.choices.find((choice) => choice.value === String(value))?.label) || String(value);
    case 'checkboxes':
      return Array.isArray(value) ? `${value.length} chosen` : '';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  }
}

/** A list or the six months' income in a few words each (`Maria Lopez; Carter Landscaping (business)`, `May 2026: $4000, …`). */
function describeMany(spec: Extract<FieldSpec, { kind: 'list' | 'months' }>, value: unknown, monthsBeforeFiling: readonly string[]): Array<{ label: string; answer: string }> {
  if (spec.kind === 'list') {
    const rows = Array.isArray(value) ? (value as FormValues[]) : [];
    const names = rows.map((row) => `${String(row.name ?? '')}${row.business === 'yes' ? ' (business)' : ''}`).filter((name) => name.trim());
    return [{ label: wordsOf(spec.label), answer: names.length ? names.join('; ') : 'None' }];
  }
  const sources = (value ?? {}) as Record<string, { received?: unknown; months?: unknown[] }>;
  return spec.sources.flatMap((source) => {
    const entry = sources[source.value];
    if (entry?.received !== true) return [];
    const months = spec.months.length > 0 ? spec.months : monthsBeforeFiling;
    const amounts = (entry.months ?? []).map((amount, index) => `${months[index] ? `${formatIsoMonth(months[index])}: ` : ''}$${String(amount ?? '')}`);
    return [{ label: wordsOf(source.label), answer: amounts.join(', ') }];
  });
}

function Answers({ specs, values, prefix = '', extra = [], months = [] }: { specs: readonly FieldSpec[]; values: FormValues; prefix?: string; extra?: Array<{ label: string; answer: string }>; months?: readonly string[] }) {
  const at = (name: string) => read(values, prefix ? `${prefix}.${name}` : name);
  // A follow-up shown only after an answer (the employer, once "Employed") is listed while that answer stands.
  const shown = (list: readonly FieldSpec[]): FieldSpec[] => list.flatMap((spec) => (spec.kind === 'when' ? (at(spec.name) === spec.equals ? shown(spec.fields) : []) : [spec]));
  const fieldRows = shown(specs).flatMap((spec) => {
    if (spec.kind === 'list' || spec.kind === 'months') return describeMany(spec, read(values, prefix ? `${prefix}.${spec.name}` : spec.name), months);
    if (spec.kind === 'fixed' || spec.kind === 'keep' || spec.kind === 'when') return [];
    const answer = describe(spec, read(values, prefix ? `${prefix}.${spec.name}` : spec.name));
    return answer ? [{ label: wordsOf(spec.label), answer }] : [];
  });
  const rows = [...fieldRows, ...extra];
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      {rows.map((row, index) => (
        <React.Fragment key={`${row.label}-${index}`}>
          <dt className="font-medium break-words">{row.label}</dt>
          <dd className="break-words text-muted-foreground">{row.answer}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}

function PageAnswers({ page, values, changeTo, months }: { page: InterviewPage; values: FormValues; changeTo: string; months: readonly string[] }) {
  const rows = rowsOfPage(page, values);
  return (
    <section aria-labelledby={`check-${page.id}`} className="flex flex-col gap-3 border-b border-border pb-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`check-${page.id}`} className="text-xl font-semibold">
          {page.title}
        </h2>
        <Link to={changeTo} className="text-link underline underline-offset-4 hover:text-link-hover" aria-label={`Change: ${page.title}`}>
          Change
        </Link>
      </div>
      {page.fields ? <Answers specs={page.fields} values={values} extra={page.custom?.answers(values)} months={months} /> : null}
      {page.list ? (
        rows.length === 0 ? (
          <p className="text-muted-foreground">{page.list.emptyText}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map(({ row, index }, position) => (
              <li key={String(row.id ?? index)} className="flex flex-col gap-2 rounded-lg border border-border p-3">
                <p className="font-medium">
                  {page.list!.itemLabel} {position + 1}: {page.list!.title(row)}
                </p>
                <Answers specs={page.list!.fields} values={values} prefix={`${page.list!.key}.${index}`} />
              </li>
            ))}
          </ul>
        )
      ) : null}
    </section>
  );
}

export interface CheckSectionProps {
  doc: DocumentDetail;
  section: CaseFileSection;
  pageHref: (pageId: string, fromCheck?: boolean) => string;
  onContinue: () => void;
}

/** Check your answers for one section: each page's answers with a Change link, and what is still missing. */
export function CheckSection({ doc, section, pageHref, onContinue }: CheckSectionProps) {
  // The pages as the steps show them: a "Yes" typed but not yet saved brings its details page here too.
  const pages = pagesOfSection(section, workingDraft(doc));
  const values = startingValues(doc, section);
  const filingDate = doc.caseFile.filing?.plannedFilingDate;
  const months = filingDate ? incomeMonthsBefore(filingDate) : [];
  const problems = sectionProblems(doc, section).map((problem) => ({ message: problem.message, href: problem.pageId ? pageHref(problem.pageId, true) : undefined }));
  // Answers shown from this device's copy that the account does not hold yet are not called saved.
  const isOnDeviceOnly = typingNotInAccount(readLocalDraft(doc.id, section), doc.sectionDrafts[section], doc.version) !== null;
  const isSaved = doc.caseFile[section] !== undefined && problems.length === 0 && !isOnDeviceOnly;
  return (
    <div className="flex flex-col gap-8">
      {problems.length > 0 ? <ErrorSummary title="Some answers are missing or need a fix" errors={problems.map((problem) => ({ message: problem.message }))} /> : null}
      {problems.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {problems.map((problem, index) =>
            problem.href ? (
              <li key={index}>
                <Link to={problem.href} className="text-link underline underline-offset-4">
                  {problem.message}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <p className="max-w-prose text-lg text-muted-foreground">
        {isSaved ? `“${CASE_FILE_SECTION_TITLES[section]}” is saved to your account. Check each answer; use Change to correct one.` : 'Check each answer; use Change to correct one.'}
      </p>
      {isOnDeviceOnly ? (
        <p className="max-w-prose rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground" data-testid="answers-on-device-only">
          Some answers below are kept on this device only: they are not saved to your account yet. Open a page with Change: it saves them (sign in again if it asks).
        </p>
      ) : null}
      {pages.map((page) => (
        <PageAnswers key={page.id} page={page} values={values} changeTo={pageHref(page.id, true)} months={months} />
      ))}
      <div>
        <Button size="lg" onClick={onContinue}>
          Continue to the next section
        </Button>
      </div>
    </div>
  );
}
