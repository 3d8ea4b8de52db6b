import { CourseCompletePage } from '#client/features/course/components/course-complete-page.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** /course/complete: what finishing the course means, and where the court's required course comes from. */
export function Component() {
  return (
    <QueryProvider>
      <CourseCompletePage courseType="chapter7" />
    </QueryProvider>
  );
}
