import { useParams } from 'react-router';
import { CourseCompletePage } from '#client/features/course/components/course-complete-page.tsx';
import { LessonPage } from '#client/features/course/components/lesson-page.tsx';
import { COURSE_COMPLETE_ID } from '#client/features/course/lib/paths.ts';
import { MeansTestCalculator } from '#client/features/means-test/components/means-test-calculator.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/**
 * /course/:id: a lesson, with the tools lessons may show (the means test calculator), or, at
 * /course/complete, the completion page (one route, so the route table in every page's first
 * script stays small).
 */
export function Component() {
  const { id = '' } = useParams();
  return (
    <QueryProvider>
      {id === COURSE_COMPLETE_ID ? (
        <CourseCompletePage courseType="chapter7" />
      ) : (
        <LessonPage courseType="chapter7" lessonId={id} tools={{ 'means-test-calculator': <MeansTestCalculator /> }} />
      )}
    </QueryProvider>
  );
}
