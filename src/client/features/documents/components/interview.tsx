import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleCheck, Circle } from 'lucide-react';
import type { DocumentDetail } from '#shared/contracts/documents.ts';
import { CASE_FILE_SECTION_TITLES, type CaseFileSection } from '#shared/case-file/index.ts';
import { DOCUMENT_PACKAGE_NAMES } from '#shared/document-packages.ts';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ApiError } from '#client/lib/api-request.ts';
import type { FormValues } from '#client/lib/forms/field-specs.ts';
import { FocusedHeading } from '#client/lib/forms/focused-heading.tsx';
import { documentKeys, useDocument } from '../api/documents-api.ts';
import { EXEMPTIONS_PAGE_ID, findPage, firstPageOfSection, PLAN_PAGE_ID, SCHEDULES_PAGE_ID, specialPageOf } from '../lib/interview-pages.ts';
import { GENERATE_STEP, sectionOfStep, sectionsOf, stepCounter, stepsOf } from '../lib/interview-steps.ts';
import { CheckSection } from './check-section.tsx';
import { ExemptionPicker } from './exemption-picker.tsx';
import { usePackagePurchaseSlot } from '../lib/package-purchase-slot.tsx';
import { GeneratePanel } from './generate-panel.tsx';
import { InterviewPageForm } from './interview-page.tsx';
import { SchedulesPicker } from './schedules-picker.tsx';
import { savedSectionsProblems } from './section-problems.ts';

// The plan builder carries the plan calculator and the chart library, the eligibility panel the answer's schema: loaded only where shown.
const PlanBuilder = React.lazy(() => import('./plan-builder.tsx').then((m) => ({ default: m.PlanBuilder })));
const Chapter13EligibilityOfDocument = React.lazy(() => import('./chapter13-eligibility.tsx').then((m) => ({ default: m.Chapter13EligibilityOfDocument })));
const firstPageOf = (doc: DocumentDetail, section: CaseFileSection) => firstPageOfSection(section, doc.caseFile);

const CENTER_PATH = '/documents?tab=my-documents';

export const editorPath = (id: string, step?: string, fromCheck = false) =>
  `/documents/edit/${encodeURIComponent(id)}${step ? `?step=${encodeURIComponent(step)}${fromCheck ? '&from=check' : ''}` : ''}`;

/** Where someone who comes back starts: the first page of the first section not saved yet, else Generate. */
function resumeStep(doc: DocumentDetail): string {
  const missing = sectionsOf(doc).find((section) => doc.missingSections.includes(section) && firstPageOf(doc, section) !== undefined);
  if (!missing) return GENERATE_STEP;
  return firstPageOf(doc, missing) ?? GENERATE_STEP;
}

function SectionList({ doc, current }: { doc: DocumentDetail; current: CaseFileSection | null }) {
  const sections = sectionsOf(doc).filter((section) => firstPageOf(doc, section) !== undefined);
  // Saved, and without problems as the person left it (an unfinished change is not "saved" for the forms).
  const unfinished = new Set(savedSectionsProblems(doc, sections).map((problem) => problem.section));
  const isDone = (section: CaseFileSection) => !doc.missingSections.includes(section) && !unfinished.has(section);
  const done = sections.filter(isDone).length;
  return (
    <nav aria-label="Sections of your document" className="flex flex-col gap-3">
      <p className="text-sm font-medium text-muted-foreground">
        {done} of {sections.length} sections saved
      </p>
      <progress className="h-2 w-full overflow-hidden rounded-full accent-primary" max={sections.length} value={done} aria-label="Sections saved" aria-valuetext={`${done} of ${sections.length} sections saved`} />
      <ol className="flex flex-col gap-1">
        {sections.map((section) => {
          const saved = isDone(section);
          const first = firstPageOf(doc, section)!;
          return (
            <li key={section}>
              <Link
                to={editorPath(doc.id, first)}
                aria-current={current === section ? 'step' : undefined}
                className="flex min-h-10 items-center gap-2 rounded-md px-2 text-sm hover:bg-muted aria-[current=step]:bg-muted aria-[current=step]:font-semibold"
              >
                {saved ? <CircleCheck className="size-4 shrink-0 text-success" aria-hidden="true" /> : <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />}
                <span>{CASE_FILE_SECTION_TITLES[section]}</span>
                <span className="sr-only">{saved ? ' (saved)' : ' (not finished)'}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Editor({ doc }: { doc: DocumentDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const steps = stepsOf(doc);
  const requested = searchParams.get('step');
  const step = requested && steps.includes(requested) ? requested : resumeStep(doc);
  // The resumed step goes into the address: else saving its section (the first unsaved one)
  // would move "where the person stopped" on, and the page would jump away under them.
  React.useEffect(() => {
    if (requested !== step) setSearchParams({ step }, { replace: true });
  }, [requested, step, setSearchParams]);
  const index = steps.indexOf(step);
  const section = sectionOfStep(step);
  const counter = stepCounter(doc, step);
  const fromCheck = searchParams.get('from') === 'check';
  const goTo = (next: string) => {
    setSearchParams({ step: next });
    window.scrollTo({ top: 0 });
  };
  const queryClient = useQueryClient();
  const goNext = (typed?: FormValues) => {
    // Change from check-your-answers returns there.
    if (fromCheck && section && !specialPageOf(section)) return goTo(`check-${section}`);
    // The steps as they are now, with what this page just typed: a "Yes" opens its details page next.
    const latest = queryClient.getQueryData<DocumentDetail>(documentKeys.detail(doc.id)) ?? doc;
    const fresh = stepsOf(latest, typed && section ? { section, values: typed } : undefined);
    const at = fresh.indexOf(step);
    goTo((at >= 0 ? fresh[at + 1] : steps[index + 1]) ?? GENERATE_STEP);
  };
  const previous = steps[index - 1];
  const purchaseSlot = usePackagePurchaseSlot();
  const page = findPage(step);
  const title =
    step === GENERATE_STEP
      ? 'Preview and generate your forms'
      : step === EXEMPTIONS_PAGE_ID
        ? 'Property you keep (exemptions)'
        : step === PLAN_PAGE_ID
          ? doc.templateId === 'amended-chapter13-plan' ? 'Your amended Chapter 13 plan' : 'Your Chapter 13 plan'
          : step === SCHEDULES_PAGE_ID
            ? 'Which schedules to prepare'
            : step.startsWith('check-') && section
          ? `Check your answers: ${CASE_FILE_SECTION_TITLES[section]}`
          : (page?.title ?? '');

  return (
    <div className="grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <aside className="order-2 lg:order-1">
        <SectionList doc={doc} current={section} />
      </aside>
      <div className="order-1 flex max-w-3xl min-w-0 flex-col gap-5 lg:order-2">
        <Link to={previous ? editorPath(doc.id, previous) : CENTER_PATH} className={buttonVariants({ variant: 'link', className: 'self-start px-0' })}>
          <ArrowLeft aria-hidden="true" />
          Back
        </Link>
        <p className="text-sm font-medium text-muted-foreground">
          {DOCUMENT_PACKAGE_NAMES[doc.templateId]} · Step {counter.number} of {counter.total}
          {section ? ` · ${CASE_FILE_SECTION_TITLES[section]}` : ''}
        </p>
        {/* Its own key: the page below is keyed by the step too, and two siblings with one key leave old headings in the page. */}
        <FocusedHeading key={`heading-${step}`}>{title}</FocusedHeading>
        {doc.status === 'completed' && step !== GENERATE_STEP ? (
          <p className="rounded-lg border-l-4 border-notice-border bg-notice p-4 text-notice-foreground" data-testid="filed-read-only">
            You marked this document as filed, so these answers are shown as they were and can no longer be changed.{' '}
            <Link to={editorPath(doc.id, GENERATE_STEP)} className="text-link underline underline-offset-4">
              See and download your filed forms
            </Link>
          </p>
        ) : null}
        {index === 0 ? purchaseSlot?.priceNote(doc.templateId) : null}
        {index === 0 && doc.templateId === 'chapter13-complete' ? (
          <React.Suspense fallback={null}>
            <Chapter13EligibilityOfDocument doc={doc} />
          </React.Suspense>
        ) : null}
        {step === GENERATE_STEP ? (
          <GeneratePanel doc={doc} editorHref={(s) => editorPath(doc.id, s)} />
        ) : step === EXEMPTIONS_PAGE_ID ? (
          <ExemptionPicker key={step} doc={doc} onContinue={goNext} />
        ) : step === PLAN_PAGE_ID ? (
          <React.Suspense fallback={<Spinner label="Loading the plan builder…" showLabel />}>
            <PlanBuilder key={step} doc={doc} onContinue={goNext} />
          </React.Suspense>
        ) : step === SCHEDULES_PAGE_ID ? (
          <SchedulesPicker key={step} doc={doc} onContinue={goNext} />
        ) : step.startsWith('check-') && section ? (
          <CheckSection key={step} doc={doc} section={section} pageHref={(id, fromCheckPage) => editorPath(doc.id, id, fromCheckPage)} onContinue={() => goTo(steps[index + 1] ?? GENERATE_STEP)} />
        ) : page ? (
          <InterviewPageForm key={step} doc={doc} page={page} onContinue={goNext} />
        ) : null}
      </div>
    </div>
  );
}

/** /documents/edit/{id}: the guided interview, resumed where the person stopped, on any device. */
export function DocumentEditor({ id }: { id: string }) {
  const doc = useDocument(id);
  if (doc.isPending) return <Spinner label="Loading your document…" showLabel size="lg" className="py-16" />;
  if (doc.isError) {
    const notFound = doc.error instanceof ApiError && doc.error.status === 404;
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-3xl font-bold tracking-tight">{notFound ? 'Document not found' : 'Your document could not be loaded'}</h1>
        <p className="text-lg">{notFound ? 'There is no document at this address in your account.' : 'Please check your connection and try again.'}</p>
        <Link to={CENTER_PATH} className={buttonVariants({ size: 'lg' })}>
          Back to My Documents
        </Link>
      </div>
    );
  }
  return <Editor doc={doc.data} />;
}
