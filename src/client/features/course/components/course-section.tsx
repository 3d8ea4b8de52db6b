import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { formatDollars } from '#client/lib/format.ts';
import { COURSES } from '#shared/billing/catalog.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useDeferredModule } from '#client/lib/use-deferred-module.ts';
import '#client/i18n/en/means-test.ts';
import '#client/i18n/en/home.ts';


const TOPICS: MessageKey[] = ['course.topic1', 'course.topic2', 'course.topic3', 'course.topic4', 'course.topic5'];

/** What the Chapter 7 online course covers (`#course`, the target of the home page's Enroll link). */
const loadEnrollButton = () => import('#client/features/billing/components/enroll-course-button.tsx');

export function CourseSection() {
  const t = useT();
  const enroll = useDeferredModule(loadEnrollButton);
  return (
    <section id="course" tabIndex={-1} aria-labelledby="course-heading" className="scroll-mt-4 focus-visible:outline-none flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:p-6">
      <h2 id="course-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <GraduationCap className="size-6 shrink-0 text-primary" aria-hidden="true" />
        {t('course.heading')}
      </h2>
      <p>{t('course.intro')}</p>
      <h3 className="font-semibold">{t('course.learn')}</h3>
      <ul className="ml-5 flex list-disc flex-col gap-1.5 marker:text-primary">
        {TOPICS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="font-medium">
        {t('course.price', { price: formatDollars(COURSES.chapter7.priceCents / 100), regular: formatDollars(COURSES.chapter7.listPriceCents / 100) })}
      </p>
      {/* The payment code follows the page (it would push /chapter7 over its JavaScript budget). */}
      {enroll.module ? (
        <enroll.module.EnrollCourseButton className="self-start" aria-label={t('home.course.enrollLabel')} />
      ) : (
        <Button className="self-start" disabled>
          {t('home.course.enroll')}
        </Button>
      )}
      <p className="text-sm text-muted-foreground">
        {t('course.notAdvice')} {t('course.questions')}{' '}
        <Link to="/contact" className="text-link-inline font-medium">
          {t('course.contactLink')}
        </Link>
      </p>
    </section>
  );
}
