import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleDot, Circle, GraduationCap } from 'lucide-react';
import type { CourseProgress, CourseTypeId } from '#shared/contracts/course.ts';
import { formatCents } from '#shared/format/money.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants, Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useCourseOutline } from '../api/get-course-outline.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { courseKeys } from '../api/course-keys.ts';
import { lessonPath, COURSE_COMPLETE_PATH } from '../lib/paths.ts';
import { CourseProgressBar } from './course-progress-bar.tsx';
import '#client/i18n/en/course.ts';

export interface CoursePageProps {
  courseType: CourseTypeId;
  /** The billing feature's Enroll button; `onEnrolled` opens the lessons once the person has paid. */
  renderEnroll: (onEnrolled: () => void) => React.ReactNode;
}

/**
 * /course (issue 24): enrolled people see their progress, where to continue and every lesson;
 * everyone else the outline and Enroll (the card payment opens here and comes back here).
 */
export function CoursePage({ courseType, renderEnroll }: CoursePageProps) {
  const t = useT();
  const { isAuthenticated, isLoading: isAuthLoading } = useAuth();
  const outline = useCourseOutline(courseType);
  const mine = useMyCourses({ enabled: isAuthenticated });
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const progress = mine.data?.courses.find((c) => c.courseType === courseType) ?? null;
  // Back from a payment page that needed a redirect: the payment may take a moment to be confirmed.
  const isConfirming = searchParams.get('redirect_status') === 'succeeded' && isAuthenticated && mine.isSuccess && !progress;
  const { refetch } = mine;
  React.useEffect(() => {
    if (!isConfirming) return;
    const timer = window.setInterval(() => void refetch(), 2000);
    return () => window.clearInterval(timer);
  }, [isConfirming, refetch]);

  const onEnrolled = React.useCallback(() => void queryClient.invalidateQueries({ queryKey: courseKeys.all }), [queryClient]);
  const isCheckingEnrollment = isAuthLoading || (isAuthenticated && mine.isPending);

  return (
    <PageContainer width="narrow" className="flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <h1 className="flex items-center gap-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
          <GraduationCap className="size-8 shrink-0 text-primary" aria-hidden="true" />
          {t('courseApp.heading')}
        </h1>
        <p className="text-lg">{t('courseApp.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('courseApp.notAdvice')}</p>
      </div>

      {isCheckingEnrollment ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t('courseApp.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-40" />
        </div>
      ) : progress ? (
        <YourProgress progress={progress} />
      ) : (
        <section aria-labelledby="course-enroll-heading" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
          <h2 id="course-enroll-heading" className="text-xl font-semibold">
            {t('courseApp.enrollLabel')}
          </h2>
          {outline.data ? <p className="font-medium">{t('courseApp.price', { price: formatCents(outline.data.priceCents), regular: formatCents(outline.data.listPriceCents) })}</p> : null}
          {isConfirming ? (
            <p role="status" className="font-medium">
              {t('courseApp.confirming')}
            </p>
          ) : (
            <div className="flex flex-col items-start gap-2">{renderEnroll(onEnrolled)}</div>
          )}
        </section>
      )}

      <section aria-labelledby="course-outline-heading" className="flex flex-col gap-4">
        <h2 id="course-outline-heading" className="text-2xl font-bold tracking-tight">
          {t('courseApp.outlineHeading')}
        </h2>
        {outline.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            <span className="sr-only">{t('courseApp.loading')}</span>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-20 w-full" />
            ))}
          </div>
        ) : outline.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p>{t('courseApp.loadFailed')}</p>
            <Button variant="outline" onClick={() => void outline.refetch()}>
              {t('courseApp.retry')}
            </Button>
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {outline.data.lessons.map((lesson) => {
              const state = progress?.lessons.find((l) => l.lessonId === lesson.id);
              const status = !progress ? null : state?.completedAt ? 'done' : state?.position ? 'inProgress' : 'notStarted';
              return (
                <li key={lesson.id} className="flex gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 font-semibold text-primary" aria-hidden="true">
                    {lesson.number}
                  </span>
                  <div className="flex min-w-0 flex-col gap-1">
                    <h3 className="font-semibold">
                      <span className="sr-only">{t('courseApp.lessonNumber', { number: lesson.number })}: </span>
                      {progress ? (
                        <Link to={lessonPath(lesson.id)} className="text-link-inline">
                          {lesson.title}
                        </Link>
                      ) : (
                        lesson.title
                      )}
                    </h3>
                    <p className="text-muted-foreground">{lesson.summary}</p>
                    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                      <span>{t('courseApp.minutes', { minutes: lesson.minutes })}</span>
                      {status ? <LessonStatus status={status} /> : null}
                    </p>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </PageContainer>
  );
}

function LessonStatus({ status }: { status: 'done' | 'inProgress' | 'notStarted' }) {
  const t = useT();
  const Icon = status === 'done' ? CircleCheck : status === 'inProgress' ? CircleDot : Circle;
  return (
    <span className={status === 'done' ? 'flex items-center gap-1 font-medium text-success-soft-foreground' : 'flex items-center gap-1'}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {t(status === 'done' ? 'courseApp.done' : status === 'inProgress' ? 'courseApp.inProgress' : 'courseApp.notStarted')}
    </span>
  );
}

function YourProgress({ progress }: { progress: CourseProgress }) {
  const t = useT();
  const current = progress.currentLesson;
  return (
    <section aria-labelledby="course-progress-heading" className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="course-progress-heading" className="text-xl font-semibold">
        {t('courseApp.progress', { done: progress.completedCount, count: progress.lessonCount })}
      </h2>
      <CourseProgressBar done={progress.completedCount} count={progress.lessonCount} />
      {current ? (
        <Link to={lessonPath(current.id)} className={buttonVariants({ className: 'h-auto min-h-10 self-start py-2 text-left whitespace-normal' })}>
          {progress.completedCount === 0 && !progress.lessons.some((l) => l.position) ? t('courseApp.start') : t('courseApp.continue', { number: current.number, title: current.title })}
        </Link>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <p className="font-medium">{t('courseApp.finishedAll')}</p>
          <Link to={COURSE_COMPLETE_PATH} className={buttonVariants()}>
            {t('courseApp.completionLink')}
          </Link>
        </div>
      )}
    </section>
  );
}
