import { Link } from 'react-router';
import type { CourseTypeId } from '#shared/contracts/course.ts';
import { formatCents } from '#shared/format/money.ts';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { useCourseOutline } from '../api/get-course-outline.ts';
import { COURSE_PATH } from '../lib/paths.ts';
import '#client/i18n/en/course.ts';

/**
 * What a signed-in person who did not enroll sees on a lesson or the completion page (the API
 * answered 403): the course's price from the server's catalog, and the way to the outline and Enroll.
 */
export function NotEnrolled({ courseType }: { courseType: CourseTypeId }) {
  const t = useT();
  const outline = useCourseOutline(courseType);
  return (
    <PageContainer width="narrow" className="flex flex-col items-start gap-4 py-10 sm:py-14">
      <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance">{t('courseApp.lesson.notEnrolledHeading')}</h1>
      <p className="text-lg">{t('courseApp.lesson.notEnrolledText')}</p>
      {outline.data ? <p className="font-medium">{t('courseApp.price', { price: formatCents(outline.data.priceCents), regular: formatCents(outline.data.listPriceCents) })}</p> : null}
      <Link to={COURSE_PATH} className={buttonVariants()}>
        {t('courseApp.lesson.toCourse')}
      </Link>
    </PageContainer>
  );
}
