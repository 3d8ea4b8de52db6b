import type * as React from 'react';
import { Link } from 'react-router';
import { GraduationCap } from 'lucide-react';
import { useT, type MessageKey } from '#client/i18n/i18n.ts';
import { formatDollars } from '#shared/format/money.ts';
import { COURSES } from '#shared/billing/catalog.ts';
import '#client/i18n/en/means-test.ts';
import '#client/i18n/en/home.ts';


const TOPICS: MessageKey[] = ['course.topic1', 'course.topic2', 'course.topic3', 'course.topic4', 'course.topic5'];

/**
 * What the Chapter 7 online course covers (`#course`, the target of the home page's Enroll link).
 * `enrollButton` comes from the page: the payment code belongs to the billing feature.
 */
export function CourseSection({ enrollButton }: { enrollButton: React.ReactNode }) {
  const t = useT();
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
      {enrollButton}
      <p className="text-sm text-muted-foreground">
        {t('course.notAdvice')} {t('course.questions')}{' '}
        <Link to="/contact" className="text-link-inline font-medium">
          {t('course.contactLink')}
        </Link>
      </p>
    </section>
  );
}
