import * as React from 'react';
import { useSearchParams } from 'react-router';
import { CourseCompletePage } from '#client/features/course/components/course-complete-page.tsx';
import { CoursePage } from '#client/features/course/components/course-page.tsx';
import { LessonPage } from '#client/features/course/components/lesson-page.tsx';
import { COURSE_COMPLETE_ID } from '#client/features/course/lib/paths.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { DeferredEnrollButton } from '#client/app/deferred-enroll-button.tsx';
import type { LessonTool } from '#shared/contracts/course.ts';
import '#client/i18n/en/course.ts';

// The calculator /chapter7 shows, in its own chunk: it loads when a lesson's step shows it, so the
// course page's first load does not grow (its form and the median table follow it in theirs).
const MeansTestCalculator = React.lazy(() =>
  import('#client/features/means-test/components/means-test-calculator.tsx').then((m) => ({ default: m.MeansTestCalculator })),
);

/** What a lesson's `[[tool]]` shows: under the lesson's h3, so the calculator's own headings are h4s. */
const LESSON_TOOLS_SHOWN: Record<LessonTool, React.ReactNode> = {
  'means-test-calculator': <MeansTestCalculator headingLevel={4} />,
};
const renderLessonTool = (tool: LessonTool) => LESSON_TOOLS_SHOWN[tool];

/** /course: the course feature's page with the billing feature's Enroll button (pays here, comes back here). */
function Outline() {
  const t = useT();
  return (
    <CoursePage
      courseType="chapter7"
      renderEnroll={(onEnrolled) => (
        <DeferredEnrollButton aria-label={t('courseApp.enrollLabel')} onEnrolled={onEnrolled} placeholder={<Button disabled>{t('courseApp.enroll')}</Button>} />
      )}
    />
  );
}

/** /course: the outline; `?lesson=<id>` a lesson; `?lesson=complete` the completion page. */
export default function CourseRoute() {
  const [searchParams] = useSearchParams();
  const lesson = searchParams.get('lesson');
  return (
    <QueryProvider>
      {lesson === null ? <Outline /> : lesson === COURSE_COMPLETE_ID ? <CourseCompletePage courseType="chapter7" /> : <LessonPage courseType="chapter7" lessonId={lesson} renderTool={renderLessonTool} />}
    </QueryProvider>
  );
}
