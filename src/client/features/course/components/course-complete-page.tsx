import * as React from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import type { CourseTypeId } from '#shared/contracts/course.ts';
import { DEBTOR_EDUCATION_PROVIDERS_URL } from '#shared/debtor-education.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { notifyUnauthorizedAndRedirect } from '#client/lib/auth/redirect-to-login.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { COURSE_PATH, lessonPath } from '../lib/paths.ts';
import { NotEnrolled } from './not-enrolled.tsx';
import '#client/i18n/en/course.ts';

/**
 * /course?lesson=complete: says plainly what the course is and is not. It is education; the debtor
 * education certificate the court requires comes only from an approved provider. It says the
 * course is finished only once the server counts every lesson done (`completedAt`); before that it
 * says how many are left and where to continue, and it never shows anything like a certificate.
 */
export function CourseCompletePage({ courseType }: { courseType: CourseTypeId }) {
  const t = useT();
  const { isLoading, isAuthenticated } = useAuth();
  const isVisitor = !isLoading && !isAuthenticated;
  React.useEffect(() => (isVisitor ? notifyUnauthorizedAndRedirect() : undefined), [isVisitor]);
  const mine = useMyCourses({ enabled: isAuthenticated });

  if (!mine.data) {
    return (
      <PageContainer width="narrow" className="flex flex-col gap-4 py-10 sm:py-14" aria-busy="true">
        <h1 className="sr-only">{t('courseApp.loading')}</h1>
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-32 w-full" />
      </PageContainer>
    );
  }
  const progress = mine.data.courses.find((c) => c.courseType === courseType);
  if (!progress) return <NotEnrolled courseType={courseType} />;
  const isDone = progress.completedAt !== null;

  return (
    <PageContainer width="narrow" className="flex flex-col gap-6 py-10 sm:py-14">
      <h1 className="flex items-center gap-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
        {isDone ? <CircleCheck className="size-8 shrink-0 text-primary" aria-hidden="true" /> : null}
        {isDone ? t('courseApp.complete.heading') : t('courseApp.complete.notYetHeading')}
      </h1>
      <p className="text-lg">{isDone ? t('courseApp.complete.intro') : t('courseApp.complete.notYet', { done: progress.completedCount, count: progress.lessonCount })}</p>
      {!isDone && progress.currentLesson ? (
        <Link to={lessonPath(progress.currentLesson.id)} className={buttonVariants({ className: 'h-auto min-h-10 self-start py-2 text-left whitespace-normal' })}>
          {t('courseApp.continue', { number: progress.currentLesson.number, title: progress.currentLesson.title })}
        </Link>
      ) : null}

      <section aria-labelledby="course-is-heading" className="flex flex-col gap-3 rounded-lg border-2 border-primary/40 bg-card p-5 shadow-sm sm:p-6">
        <h2 id="course-is-heading" className="text-xl font-semibold">
          {t('courseApp.complete.whatHeading')}
        </h2>
        <p className="font-medium">{t('courseApp.complete.isEducation')}</p>
        <p>{t('courseApp.complete.required')}</p>
        <a href={DEBTOR_EDUCATION_PROVIDERS_URL} rel="noopener noreferrer" className="flex items-center gap-1 self-start text-link-inline font-medium">
          {t('courseApp.complete.listLink')}
          
        </a>
        <p>{t('courseApp.complete.bankruptcyAdministrator')}</p>
        <p className="text-sm text-muted-foreground">
          {t('courseApp.complete.alsoCounseling')}{' '}
          <Link to={lessonPath('credit-counseling')} className="text-link-inline">
            {t('courseApp.complete.counselingLesson')}
          </Link>
        </p>
      </section>

      <Link to={COURSE_PATH} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        {t('courseApp.complete.review')}
      </Link>
    </PageContainer>
  );
}
