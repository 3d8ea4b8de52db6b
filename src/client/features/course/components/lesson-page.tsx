import * as React from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronRight, CircleCheck, SquareCheck } from 'lucide-react';
import { NEXT_STEPS_STEP, QUESTIONS_STEP, type CourseTypeId, type LessonContent, type LessonProgress, type LessonProgressResponse, type LessonTool } from '#shared/contracts/course.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { Prose, useInternalLinkNavigation } from '#client/components/layout/prose.tsx';
import { FigureSources } from '#client/components/legal/figure-sources.tsx';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api-request.ts';
import { reportApiFailure } from '#client/lib/api/report-api-failure.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { cn } from '#client/lib/cn.ts';
import { useLesson } from '../api/get-lesson.ts';
import { courseKeys } from '../api/course-keys.ts';
import { saveLessonProgress } from '../api/save-lesson-progress.ts';
import { COURSE_COMPLETE_PATH, COURSE_PATH, lessonPath } from '../lib/paths.ts';
import { NotEnrolled } from './not-enrolled.tsx';
import '#client/i18n/en/course.ts';

export interface LessonPageProps {
  courseType: CourseTypeId;
  lessonId: string;
  /**
   * The tool a lesson's `[[tool]]` marker shows, from the page: the tools belong to other features
   * (the means test calculator is /chapter7's). Drawn under an h3, inside a Suspense boundary, so
   * it may be lazy and stay out of the lesson page's first load.
   */
  renderTool: (tool: LessonTool) => React.ReactNode;
}

/** Each tool a lesson names: its heading, a line of introduction, and the link to its own page. */
const TOOLS: Record<LessonTool, { heading: MessageKey; text: MessageKey; href: string; linkText: MessageKey; link: MessageKey; loading: MessageKey }> = {
  'means-test-calculator': {
    heading: 'courseApp.lesson.calculatorHeading',
    text: 'courseApp.lesson.calculatorText',
    href: '/chapter7#means-test',
    linkText: 'courseApp.lesson.calculatorLinkText',
    link: 'courseApp.lesson.calculatorLink',
    loading: 'courseApp.lesson.calculatorLoading',
  },
};

/** The steps of a lesson: its sections, then the questions, then what to do next. */
function stepsOf(lesson: LessonContent): string[] {
  return [...lesson.sections.map((s) => s.id), QUESTIONS_STEP, NEXT_STEPS_STEP];
}

/**
 * One lesson of the course (`/course/:lessonId`), one step at a time: each step shown is saved,
 * so the person comes back to the same place; answers are saved as they are given.
 */
export function LessonPage({ courseType, lessonId, renderTool }: LessonPageProps) {
  const t = useT();
  const { isLoading, isAuthenticated } = useAuth();
  const isVisitor = !isLoading && !isAuthenticated;
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);
  const lesson = useLesson(courseType, lessonId, { enabled: isAuthenticated });
  // Another lesson is another page: start at its top.
  // A block body: Chromium's scrollTo returns a promise, which React would take for a cleanup function.
  React.useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [lessonId]);

  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    if (status === 403) return <NotEnrolled courseType={courseType} />;
    return (
      <PageContainer width="narrow" className="flex flex-col items-start gap-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight">{status === 404 || status === 400 ? t('courseApp.lesson.notFound') : t('courseApp.loadFailed')}</h1>
        <div className="flex flex-wrap gap-3">
          {status === 404 || status === 400 ? null : (
            <Button variant="outline" onClick={() => void lesson.refetch()}>
              {t('courseApp.retry')}
            </Button>
          )}
          <Link to={COURSE_PATH} className={buttonVariants({ variant: 'outline' })}>
            {t('courseApp.lesson.back')}
          </Link>
        </div>
      </PageContainer>
    );
  }
  if (!lesson.data) {
    return (
      <PageContainer width="narrow" className="flex flex-col gap-4 py-10 sm:py-14" aria-busy="true">
        <h1 className="sr-only">{t('courseApp.loading')}</h1>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-40 w-full" />
      </PageContainer>
    );
  }
  // Keyed by lesson: moving to the next lesson starts its own steps.
  return <LessonSteps key={lesson.data.lesson.id} courseType={courseType} lesson={lesson.data.lesson} progress={lesson.data.progress} renderTool={renderTool} />;
}

function LessonSteps({
  courseType,
  lesson,
  progress,
  renderTool,
}: {
  courseType: CourseTypeId;
  lesson: LessonContent;
  progress: LessonProgress;
  renderTool: LessonPageProps['renderTool'];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const steps = stepsOf(lesson);
  const [stepIndex, setStepIndex] = React.useState(() => Math.max(0, steps.indexOf(progress.position ?? '')));
  const [answers, setAnswers] = React.useState<Record<string, string>>(progress.answers);
  const [completedAt, setCompletedAt] = React.useState(progress.completedAt);
  const [isFinishing, setIsFinishing] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const hasMoved = React.useRef(false);
  const step = steps[stepIndex]!;

  const applySaved = React.useCallback(
    (saved: LessonProgressResponse) => {
      queryClient.setQueryData(courseKeys.lesson(courseType, lesson.id), (old) => (old ? { ...old, progress: saved.progress, course: saved.course } : old));
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine() });
    },
    [queryClient, courseType, lesson.id],
  );
  const save = React.useCallback(
    (body: Parameters<typeof saveLessonProgress>[2]) => saveLessonProgress(courseType, lesson.id, body).then(applySaved),
    [courseType, lesson.id, applySaved],
  );

  const goTo = (index: number) => {
    hasMoved.current = true;
    setStepIndex(index);
    save({ position: steps[index]! }).catch((error: unknown) => reportApiFailure(error, { title: t('courseApp.lesson.saveFailed') }));
  };

  // A new step takes the focus (and the top of the screen), as a new page would.
  React.useEffect(() => {
    if (!hasMoved.current) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView({ block: 'start' });
  }, [stepIndex]);

  const answer = (questionId: string, choiceId: string) => {
    const next = { ...answers, [questionId]: choiceId };
    setAnswers(next);
    save({ answers: next }).catch((error: unknown) => reportApiFailure(error, { title: t('courseApp.lesson.saveFailed') }));
  };

  const finish = async () => {
    setIsFinishing(true);
    try {
      const saved = await saveLessonProgress(courseType, lesson.id, { position: NEXT_STEPS_STEP, answers, completed: true });
      applySaved(saved);
      setCompletedAt(saved.progress.completedAt);
    } catch (error) {
      reportApiFailure(error, { title: t('courseApp.lesson.saveFailed') });
    } finally {
      setIsFinishing(false);
    }
  };

  const answeredCount = lesson.questions.filter((q) => answers[q.id]).length;
  const canGoOn = step !== QUESTIONS_STEP || answeredCount === lesson.questions.length;
  const section = lesson.sections.find((s) => s.id === step);
  const heading = section ? section.heading : step === QUESTIONS_STEP ? t('courseApp.lesson.questionsHeading') : t('courseApp.lesson.nextStepsHeading');
  const followInternalLink = useInternalLinkNavigation();

  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-8 sm:py-12">
      <Link to={COURSE_PATH} className="flex items-center gap-1 self-start text-link-inline font-medium">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('courseApp.lesson.back')}
      </Link>
      <div className="flex flex-col gap-1">
        <p className="font-medium text-primary">{t('courseApp.lessonNumber', { number: lesson.number })}</p>
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">{lesson.title}</h1>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('courseApp.lesson.step', { number: stepIndex + 1, count: steps.length })}
      </p>

      <section aria-labelledby="lesson-step-heading" className="flex flex-col gap-5">
        <h2 id="lesson-step-heading" ref={headingRef} tabIndex={-1} className="scroll-mt-4 text-2xl font-bold tracking-tight focus-visible:outline-none">
          {heading}
        </h2>
        {section ? (
          <>
            {stepIndex === 0 && lesson.intro ? <Prose content={{ keys: [`${lesson.id}#intro`], html: lesson.intro }} /> : null}
            {/* The section's own h2 is the step heading above. */}
            <Prose content={{ keys: [`${lesson.id}#${section.id}`], html: section.html.replace(/^<h2[^>]*>[\s\S]*?<\/h2>\s*/, '') }} />
            {section.tool ? <LessonToolSection tool={section.tool} renderTool={renderTool} /> : null}
          </>
        ) : step === QUESTIONS_STEP ? (
          <div className="flex flex-col gap-6">
            <p>{t('courseApp.lesson.questionsIntro')}</p>
            {lesson.questions.map((question, index) => {
              const chosen = answers[question.id];
              const right = question.choices.find((c) => c.id === question.correctChoiceId)!;
              return (
                <fieldset key={question.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-5">
                  <legend className="px-1 font-semibold">
                    <span className="sr-only">{t('courseApp.lesson.questionLabel', { number: index + 1 })}: </span>
                    <span dangerouslySetInnerHTML={{ __html: question.prompt }} />
                  </legend>
                  <div className="flex flex-col gap-2">
                    {question.choices.map((choice) => (
                      <label key={choice.id} className={cn('flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3', chosen === choice.id && 'border-primary bg-primary/5')}>
                        <input type="radio" name={`${lesson.id}-${question.id}`} value={choice.id} checked={chosen === choice.id} onChange={() => answer(question.id, choice.id)} className="mt-1 size-4 shrink-0 accent-primary" />
                        <span dangerouslySetInnerHTML={{ __html: choice.html }} />
                      </label>
                    ))}
                  </div>
                  {chosen ? (
                    <div role="status" className="flex flex-col gap-1 rounded-md bg-muted p-3">
                      <p className="font-semibold">
                        {chosen === question.correctChoiceId ? t('courseApp.lesson.right') : <span>{t('courseApp.lesson.wrong', { answer: stripTags(right.html) })}</span>}
                      </p>
                      <div className="prose" dangerouslySetInnerHTML={{ __html: question.explanation }} onClick={followInternalLink} />
                    </div>
                  ) : null}
                </fieldset>
              );
            })}
            {!canGoOn ? <p className="text-muted-foreground">{t('courseApp.lesson.answerAll', { answered: answeredCount, count: lesson.questions.length })}</p> : null}
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <p>{t('courseApp.lesson.nextStepsIntro')}</p>
            <ul className="flex flex-col gap-3" onClick={followInternalLink}>
              {lesson.nextSteps.map((html) => (
                <li key={html} className="flex items-start gap-3">
                  <SquareCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="[&_a]:text-link-inline" dangerouslySetInnerHTML={{ __html: html }} />
                </li>
              ))}
            </ul>
            {completedAt ? (
              <div className="flex flex-col items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
                <p role="status" className="flex items-center gap-2 font-medium text-success-soft-foreground">
                  <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
                  {t('courseApp.lesson.finished')}
                </p>
                {lesson.nextLesson ? (
                  <Link to={lessonPath(lesson.nextLesson.id)} className={buttonVariants({ className: 'h-auto min-h-10 py-2 text-left whitespace-normal' })}>
                    {t('courseApp.lesson.nextLesson', { title: lesson.nextLesson.title })}
                  </Link>
                ) : (
                  <Link to={COURSE_COMPLETE_PATH} className={buttonVariants()}>
                    {t('courseApp.lesson.toCompletion')}
                  </Link>
                )}
              </div>
            ) : (
              <Button className="self-start" onClick={() => void finish()} disabled={isFinishing}>
                {isFinishing ? t('courseApp.lesson.finishing') : t('courseApp.lesson.finish')}
              </Button>
            )}
          </div>
        )}
      </section>

      <nav aria-label={t('courseApp.lesson.stepsLabel')} className="flex flex-wrap justify-between gap-3 border-t border-border pt-4">
        {stepIndex > 0 ? (
          <Button variant="outline" onClick={() => goTo(stepIndex - 1)}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('courseApp.lesson.previous')}
          </Button>
        ) : (
          <span />
        )}
        {stepIndex < steps.length - 1 ? (
          <Button onClick={() => goTo(stepIndex + 1)} disabled={!canGoOn}>
            {t('courseApp.lesson.next')}
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        ) : null}
      </nav>

      <FigureSources notes={lesson.figureSources} />
    </PageContainer>
  );
}

/** A lesson's tool at the end of its section (the means test calculator), with a line linking to its own page. */
function LessonToolSection({ tool, renderTool }: { tool: LessonTool; renderTool: LessonPageProps['renderTool'] }) {
  const t = useT();
  const { heading, text, href, linkText, link, loading } = TOOLS[tool];
  return (
    <section aria-labelledby="lesson-tool-heading" className="flex min-w-0 flex-col gap-4 rounded-lg border border-border bg-muted/50 p-4 sm:p-6">
      <h3 id="lesson-tool-heading" className="text-xl font-semibold">
        {t(heading)}
      </h3>
      <p>{t(text)}</p>
      <React.Suspense fallback={<Spinner label={t(loading)} showLabel />}>{renderTool(tool)}</React.Suspense>
      <p className="text-sm">
        {t(linkText)}{' '}
        <Link to={href} className="text-link-inline font-medium">
          {t(link)}
        </Link>
      </p>
    </section>
  );
}

/** The text of a bit of our own inline HTML, for a sentence that quotes it. */
function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
