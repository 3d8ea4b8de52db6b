import { useT } from '#client/i18n/i18n.ts';
import '#client/i18n/en/course.ts';

/** How many lessons are done, as a bar (its text is said by the heading or line beside it). */
export function CourseProgressBar({ done, count }: { done: number; count: number }) {
  const t = useT();
  const percent = count === 0 ? 0 : Math.round((done / count) * 100);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={count}
      aria-valuenow={done}
      aria-valuetext={t('courseApp.progress', { done, count })}
      aria-label={t('courseApp.home.label')}
      className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
    </div>
  );
}
