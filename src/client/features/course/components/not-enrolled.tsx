import { Link } from 'react-router';
import { PageContainer } from '#client/components/layout/page-container.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { useT } from '#client/i18n/i18n.ts';
import { COURSE_PATH } from '../lib/paths.ts';
import '#client/i18n/en/course.ts';

/** What a signed-in person who did not enroll sees on a lesson (the API answered 403). */
export function NotEnrolled() {
  const t = useT();
  return (
    <PageContainer width="narrow" className="flex flex-col items-start gap-4 py-10 sm:py-14">
      <h1 className="text-3xl leading-tight font-bold tracking-tight text-balance">{t('courseApp.lesson.notEnrolledHeading')}</h1>
      <p className="text-lg">{t('courseApp.lesson.notEnrolledText')}</p>
      <Link to={COURSE_PATH} className={buttonVariants()}>
        {t('courseApp.lesson.toCourse')}
      </Link>
    </PageContainer>
  );
}
