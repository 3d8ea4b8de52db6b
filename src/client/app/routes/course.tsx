import { CoursePage } from '#client/features/course/components/course-page.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { QueryProvider } from '#client/lib/query-provider.tsx';
import { DeferredEnrollButton } from '#client/app/deferred-enroll-button.tsx';
import '#client/i18n/en/course.ts';

/** /course: the course feature's page with the billing feature's Enroll button (pays here, comes back here). */
function Page() {
  const t = useT();
  return (
    <CoursePage
      courseType="chapter7"
      renderEnroll={(onEnrolled) => (
        <DeferredEnrollButton
          aria-label={t('courseApp.enrollLabel')}
          onEnrolled={onEnrolled}
          placeholder={<Button disabled>{t('courseApp.enroll')}</Button>}
        />
      )}
    />
  );
}

export function Component() {
  return (
    <QueryProvider>
      <Page />
    </QueryProvider>
  );
}
