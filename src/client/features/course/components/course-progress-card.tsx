import { Link } from 'react-router';
import { BookOpen } from 'lucide-react';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { cn } from '#client/lib/cn.ts';
import { useMyCourses } from '../api/get-my-courses.ts';
import { COURSE_COMPLETE_PATH, COURSE_PATH, lessonPath } from '../lib/paths.ts';
import { CourseProgressBar } from './course-progress-bar.tsx';
import '#client/i18n/en/course.ts';

/**
 * "Lesson 3 of 8" with a link to continue, on /account and the signed-in home page; nothing for
 * someone not enrolled. Needs a QueryProvider above it.
 */
export function CourseProgressCard({ headingLevel = 'h2', className }: { headingLevel?: 'h2' | 'h3'; className?: string }) {
  const t = useT();
  const mine = useMyCourses({ enabled: true });
  const Heading = headingLevel;
  if (!mine.data || mine.data.courses.length === 0) return null;
  return (
    <>
      {mine.data.courses.map((course) => {
        const current = course.currentLesson;
        return (
          <section key={course.courseType} aria-labelledby={`course-card-${course.courseType}`} className={cn('flex flex-col gap-3 rounded-lg border border-border bg-card p-5 shadow-sm', className)}>
            <Heading id={`course-card-${course.courseType}`} className="flex items-center gap-2 text-lg font-semibold">
              <BookOpen className="size-5 shrink-0 text-primary" aria-hidden="true" />
              {t('courseApp.account.heading')}
            </Heading>
            <p className="font-medium">
              {current ? t('courseApp.lessonOf', { number: current.number, count: course.lessonCount }) : t('courseApp.finishedAll')}
              {current ? <span className="block font-normal text-muted-foreground">{current.title}</span> : null}
            </p>
            <CourseProgressBar done={course.completedCount} count={course.lessonCount} />
            <p className="text-sm text-muted-foreground">{t('courseApp.progress', { done: course.completedCount, count: course.lessonCount })}</p>
            <Link to={current ? lessonPath(current.id) : COURSE_COMPLETE_PATH} className={buttonVariants({ size: 'sm', className: 'self-start' })}>
              {current ? t('courseApp.continue', { number: current.number, title: current.title }) : t('courseApp.completionLink')}
            </Link>
            <Link to={COURSE_PATH} className="self-start text-sm text-link-inline">
              {t('courseApp.account.open')}
            </Link>
          </section>
        );
      })}
    </>
  );
}
