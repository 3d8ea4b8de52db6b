import * as React from 'react';

// The course's code follows its own small route chunk, so the route table in every page's first
// script names one chunk for it, not the course's dozen.
const CourseRoute = React.lazy(() => import('../pages/course-page.tsx'));

/** /course (issue 24): the outline and Enroll, or the enrolled person's lessons (`?lesson=`). */
export function Component() {
  return (
    <React.Suspense fallback={<div aria-busy="true" className="min-h-[50vh]" />}>
      <CourseRoute />
    </React.Suspense>
  );
}
