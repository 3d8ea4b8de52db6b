import { useParams } from 'react-router';
import { LessonPage } from '#client/features/course/components/lesson-page.tsx';
import { MeansTestCalculator } from '#client/features/means-test/components/means-test-calculator.tsx';
import { QueryProvider } from '#client/lib/query-provider.tsx';

/** /course/:id: a lesson, with the tools lessons may show (the means test calculator). */
export function Component() {
  const { id: lessonId = '' } = useParams();
  return (
    <QueryProvider>
      <LessonPage courseType="chapter7" lessonId={lessonId} tools={{ 'means-test-calculator': <MeansTestCalculator /> }} />
    </QueryProvider>
  );
}
