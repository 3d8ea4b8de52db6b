import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useAdminCourseStats } from '../api/get-admin-course-stats.ts';
import '#client/i18n/en/course.ts';

/** The admin dashboard's Course tab: enrollments and completions, counts only. */
export function CourseAdminPanel() {
  const t = useT();
  const stats = useAdminCourseStats();
  if (stats.isPending) return <Skeleton className="h-40 w-full" />;
  if (stats.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>{t('courseApp.admin.loadFailed')}</p>
        <Button variant="outline" onClick={() => void stats.refetch()}>
          {t('courseApp.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold">{t('courseApp.admin.heading')}</h2>
        <p className="text-sm text-muted-foreground">{t('courseApp.admin.intro')}</p>
      </div>
      {stats.data.courses.map((course) => (
        <section key={course.courseType} aria-labelledby={`admin-course-${course.courseType}`} className="flex flex-col gap-4">
          <h3 id={`admin-course-${course.courseType}`} className="font-semibold">
            {course.name}
          </h3>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            {(
              [
                ['courseApp.admin.enrollments', course.enrollments],
                ['courseApp.admin.started', course.started],
                ['courseApp.admin.completed', course.completed],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border bg-card p-4">
                <dt className="text-sm text-muted-foreground">{t(label)}</dt>
                <dd className="text-2xl font-bold" data-testid={label}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 pr-3">
                    {t('courseApp.admin.lesson')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('courseApp.admin.lessonCompleted')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {course.lessons.map((lesson) => (
                  <tr key={lesson.id} className="border-b border-border">
                    <td className="py-2 pr-3">
                      {lesson.number}. {lesson.title}
                    </td>
                    <td className="py-2">{lesson.completed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
